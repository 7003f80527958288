import { z } from "zod";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  PURCHASE_ORDER_STATUSES,
  purchaseOrders,
} from "../../db/schema/index.js";
import {
  isoDate,
  money,
  quantity,
  recordId,
  tableSchemas,
} from "../../lib/schemas.js";
import { emailField } from "../../lib/contactFields.js";
import { orderEmailRecord } from "./orderEmailHistory.js";

const text = (max: number) => z.string().trim().max(max);

/** A line as the client sends it: `id` keeps an existing line, none adds one. */
export const lineInput = z.object({
  id: recordId.optional(),
  product_id: recordId,
  quantity_ordered: quantity.min(1, "Order at least 1 unit."),
  /** Default: the product's supply price. */
  unit_cost: money.optional(),
  note: text(500).nullable().optional(),
});
export type LineInput = z.infer<typeof lineInput>;

export const lineRecord = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string().nullable(),
  sku: z.string().nullable(),
  quantity_ordered: z.number(),
  unit_cost: z.number(),
  quantity_received: z.number(),
  outstanding: z.number(),
  line_total: z.number(),
  note: z.string().nullable(),
});

/** Columns the server owns: numbers, status, transition stamps and totals. */
const SERVER_OWNED = {
  po_number: true,
  status: true,
  ordered_at: true,
  received_at: true,
  received_by: true,
  subtotal: true,
  tax_total: true,
  total: true,
  closed_short: true,
} as const;

const base = tableSchemas(
  createInsertSchema(purchaseOrders, {
    order_date: () => isoDate,
    expected_date: () => isoDate,
    supplier_invoice_no: () => text(64),
    reference: () => text(100),
    notes: () => text(2000),
    shipping_cost: () => money,
  }).omit(SERVER_OWNED),
  createSelectSchema(purchaseOrders, {
    status: () => z.enum(PURCHASE_ORDER_STATUSES),
  }),
);

const header = base.create.extend({
  // Default: today at the delivery location.
  order_date: isoDate.optional(),
  lines: z.array(lineInput).max(500, "An order has at most 500 lines."),
});

export const purchaseOrderSchemas = {
  create: header.extend({ lines: header.shape.lines.optional() }),
  update: header.partial(),
  record: base.record.extend({
    supplier_name: z.string().nullable(),
    location_name: z.string().nullable(),
    lines: z.array(lineRecord),
    /** Where the order is e-mailed (staff may send there only). */
    supplier_email: z.string().nullable(),
    /** The order's e-mails to the supplier, newest first. */
    emails: z.array(orderEmailRecord),
  }),
};

export const receiveBody = z.object({
  /** Omitted: everything outstanding arrives. */
  lines: z
    .array(
      z.object({
        line_id: recordId,
        quantity,
      }),
    )
    .max(500)
    .optional(),
  supplier_invoice_no: text(64).nullable().optional(),
  confirm_over_receipt: z.boolean().optional(),
});
export type ReceiveBody = z.infer<typeof receiveBody>;

export const lowStockBody = z.object({
  supplier_id: recordId,
  location_id: recordId,
});

/** A low product "from low stock" left out of the draft, and why. */
export const leftOutRecord = z.object({
  product_id: z.number(),
  product_name: z.string(),
  on_hand: z.number(),
  on_order: z.number(),
  reason: z.enum(["on_order"]),
});

export const emailBody = z.object({
  to: emailField.optional(),
  message: text(5000).optional(),
});
