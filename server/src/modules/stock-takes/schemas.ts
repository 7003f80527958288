import { z } from "zod";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  STOCK_TAKE_SCOPES,
  STOCK_TAKE_STATUSES,
  stockTakes,
} from "../../db/schema/index.js";
import { quantity, recordId, tableSchemas } from "../../lib/schemas.js";

const notes = z.string().trim().max(2000);

export const countInput = z.object({
  id: recordId,
  /** null = not counted (yet). */
  counted_qty: quantity.nullable().optional(),
  reason: z.string().trim().max(500).nullable().optional(),
});
export type CountInput = z.infer<typeof countInput>;

const lineRecord = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string().nullable(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  expected_qty: z.number(),
  counted_qty: z.number().nullable(),
  difference: z.number().nullable(),
  unit_cost: z.number(),
  cost_difference: z.number().nullable(),
  reason: z.string().nullable(),
  moved_since_snapshot: z.boolean(),
});

const base = tableSchemas(
  createInsertSchema(stockTakes, {
    scope: () => z.enum(STOCK_TAKE_SCOPES),
    scope_ids: () => z.array(recordId).max(1000),
    notes: () => notes,
  }).omit({
    reference: true,
    status: true,
    started_at: true,
    completed_at: true,
    counted_by: true,
  }),
  createSelectSchema(stockTakes, {
    scope: () => z.enum(STOCK_TAKE_SCOPES),
    status: () => z.enum(STOCK_TAKE_STATUSES),
  }),
);

/**
 * Start: location, scope and notes (the reference, status and snapshot are
 * the server's). Count: the notes and any lines' counts; lines not sent keep
 * theirs, so a count can be saved and resumed.
 */
export const stockTakeSchemas = {
  create: base.create.extend({ scope: z.enum(STOCK_TAKE_SCOPES) }),
  update: z.object({
    notes: notes.nullable().optional(),
    lines: z.array(countInput).max(5000).optional(),
  }),
  record: base.record.extend({
    location_name: z.string().nullable(),
    counted_lines: z.number(),
    total_lines: z.number(),
    variance_units: z.number(),
    variance_cost: z.number(),
    lines: z.array(lineRecord),
  }),
};

export const resnapshotBody = z.object({
  /** Default: every line whose product moved since its snapshot. */
  line_ids: z.array(recordId).max(5000).optional(),
});

export const completeBody = z.object({
  treat_uncounted_as_zero: z.boolean().optional(),
});
