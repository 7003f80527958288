import { z } from "zod";
import { asc, inArray, sql } from "drizzle-orm";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  voucherTransactions,
  vouchers,
  voucherTypes,
} from "../../db/schema/index.js";
import type { Queryable } from "../../db/client.js";
import { isoInstant } from "../../lib/wire.js";
import { defineResource } from "../../lib/crudRoutes.js";
import { tableSchemas } from "../../lib/schemas.js";
import { referenceSorts } from "../../lib/sortKeys.js";

const transactionRecord = createSelectSchema(voucherTransactions).omit({
  merchant_id: true,
});

/** Each voucher's ledger, oldest first (DOMAIN §5.7: expanding a row shows it). */
async function withTransactions(
  db: Queryable,
  rows: Record<string, unknown>[],
) {
  if (!rows.length) return rows;
  const list = await db
    .select()
    .from(voucherTransactions)
    .where(
      inArray(
        voucherTransactions.voucher_id,
        rows.map((r) => r.id as number),
      ),
    )
    .orderBy(asc(voucherTransactions.occurred_at), asc(voucherTransactions.id));
  return rows.map((r) => ({
    ...r,
    transactions: list
      .filter((t) => t.voucher_id === r.id)
      .map(({ merchant_id: _m, ...t }) => ({
        ...t,
        occurred_at: isoInstant(t.occurred_at),
        created_at: isoInstant(t.created_at),
        updated_at: isoInstant(t.updated_at),
      })),
  }));
}

const base = tableSchemas(
  createInsertSchema(vouchers),
  createSelectSchema(vouchers),
);

/**
 * Issued vouchers (the vouchers report, service 19, DOMAIN §3.28, §5.7),
 * with their ledger. Checkout issues them and moves their balance
 * (modules/sales/voucherLedger.ts): here they are only listed and read.
 */
export const vouchersResource = defineResource({
  name: "vouchers",
  table: vouchers,
  serviceId: 19,
  readOnly: true,
  schemas: {
    ...base,
    record: base.record.extend({ transactions: z.array(transactionRecord) }),
  },
  hooks: { decorate: withTransactions },
  optionFields: ["code", "status", "balance"],
  // Codes are bearer money: only the vouchers area lists them; a till finds one by its exact code.
  optionsAccess: { lookupBy: "code" },
  // Listed by the voucher type's name (read-only: no `references` to check on writes).
  sorts: referenceSorts(
    { voucher_type_id: voucherTypes },
    { voucher_type_id: vouchers.voucher_type_id },
  ),
  customFilters: {
    /** Vouchers with money left on them (`filter.has_balance=true`). */
    has_balance: (v) =>
      v === true || v === "true"
        ? sql`${vouchers.balance} > 0`
        : sql`${vouchers.balance} = 0`,
  },
});
