import { z } from "zod";
import { and, eq } from "drizzle-orm";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { invoiceSequences, locations } from "../../db/schema/index.js";
import type { Queryable } from "../../db/client.js";
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { tableSchemas } from "../../lib/schemas.js";
import { HttpError, invalid } from "../../lib/httpErrors.js";
import { requiredText } from "../settings/fields.js";
import { highestIssuedInvoiceNumber } from "../settings/salesChecks.js";

type Row = Record<string, unknown>;
export const MAX_INVOICE_NUMBER = 999_999_999_999;

const base = tableSchemas(
  createInsertSchema(invoiceSequences, {
    name: () => requiredText(100),
    prefix: () =>
      z
        .string()
        .trim()
        .max(20)
        .regex(/^[A-Za-z0-9/#._-]*$/, "Use letters, digits and - _ / # . only.")
        .optional(),
    next_number: () => z.number().int().min(1).max(MAX_INVOICE_NUMBER),
    padding: () => z.number().int().min(1).max(12).optional(),
  }),
  createSelectSchema(invoiceSequences),
);

/** The number the next sale or refund takes: prefix + the number padded with zeros. */
export const formatInvoiceNumber = (
  prefix: string,
  next: number,
  padding: number,
) => `${prefix}${String(next).padStart(padding, "0")}`;

async function withPreview(_db: Queryable, rows: Row[]) {
  return rows.map((r) => ({
    ...r,
    preview: formatInvoiceNumber(
      String(r.prefix ?? ""),
      Number(r.next_number),
      Number(r.padding),
    ),
  }));
}

/** The next number may be raised, never lowered to a number already issued (DOMAIN §3.37). */
async function validateSequence({ tx, body, existing }: HookContext) {
  if (!existing || body.next_number === undefined) return;
  const issued = await highestIssuedInvoiceNumber(tx, existing.id as number);
  if ((body.next_number as number) <= issued)
    throw invalid({
      next_number: `Invoice number ${issued} was already issued: the next number must be higher.`,
    });
}

/** A sequence a location draws from cannot go. */
async function guardDelete({ tx, existing }: { tx: Queryable; existing: Row }) {
  const [used] = await tx
    .select({ name: locations.name })
    .from(locations)
    .where(
      and(
        eq(locations.invoice_sequence_id, existing.id as number),
        eq(locations.merchant_id, existing.merchant_id as number),
      ),
    )
    .limit(1);
  if (used)
    throw new HttpError(
      422,
      `The location "${used.name}" numbers its invoices with this sequence: give it another sequence first.`,
    );
}

/** Invoice sequences (service 14, DOMAIN §3.37). */
export const invoiceSequencesResource = defineResource({
  name: "invoice-sequences",
  table: invoiceSequences,
  serviceId: 14,
  schemas: {
    create: base.create,
    update: base.update,
    record: base.record.extend({ preview: z.string() }),
  },
  uniqueMessages: {
    invoice_sequences_merchant_name_key: [
      "name",
      "Another invoice sequence already has this name.",
    ],
    invoice_sequences_merchant_prefix_key: [
      "prefix",
      "Another invoice sequence already uses this prefix: the numbers would repeat.",
    ],
  },
  hooks: {
    validate: validateSequence,
    decorate: withPreview,
    beforeDelete: guardDelete,
  },
});
