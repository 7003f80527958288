import { conflict } from "../../lib/httpErrors.js";
import type { LineInput } from "./schemas.js";

type Row = Record<string, unknown>;
export type OrderStatus =
  "draft" | "ordered" | "partially_received" | "received" | "cancelled";

const STATUS_TEXT: Record<OrderStatus, string> = {
  draft: "a draft",
  ordered: "ordered",
  partially_received: "partially received",
  received: "received",
  cancelled: "cancelled",
};

/** "PO-000012 is partially received" */
export const orderIs = (order: Row) =>
  `${String(order.po_number)} is ${STATUS_TEXT[order.status as OrderStatus]}`;

/**
 * Header fields that stay editable once an order has left draft (DOMAIN
 * §3.13: lines are locked when ordered); a cancelled order keeps only its notes.
 */
const OPEN_FIELDS = [
  "notes",
  "expected_date",
  "reference",
  "supplier_invoice_no",
];
const LOCKED_FIELDS = [
  "supplier_id",
  "location_id",
  "order_date",
  "shipping_cost",
];

const sameText = (a: unknown, b: unknown) => (a ?? "") === (b ?? "");

/**
 * Refuses (409) a change to what the order's status locks. Values sent as
 * they are stored are not changes: an edit form may send the whole record.
 */
export function checkEditable(
  existing: Row,
  body: Row,
  storedLines: Row[],
): void {
  if (existing.status === "draft") return;
  const open = existing.status === "cancelled" ? ["notes"] : OPEN_FIELDS;
  const changed = [...LOCKED_FIELDS, ...OPEN_FIELDS].filter(
    (f) => !open.includes(f) && f in body && !sameText(body[f], existing[f]),
  );
  if (
    body.lines !== undefined &&
    linesChanged(body.lines as LineInput[], storedLines)
  )
    changed.push("lines");
  if (!changed.length) return;
  const allowed =
    existing.status === "cancelled"
      ? "only its notes can change"
      : "only the notes, expected date, reference and supplier invoice number can change";
  throw conflict(
    `${orderIs(existing)}: its ${changed.map((f) => f.replaceAll("_", " ")).join(", ")} can no longer be edited (${allowed}). Only a draft order is fully editable.`,
  );
}

function linesChanged(lines: LineInput[], stored: Row[]) {
  if (lines.length !== stored.length) return true;
  const byId = new Map(stored.map((l) => [l.id as number, l]));
  return lines.some((l) => {
    const s = l.id === undefined ? undefined : byId.get(l.id);
    return (
      !s ||
      s.product_id !== l.product_id ||
      s.quantity_ordered !== l.quantity_ordered ||
      (l.unit_cost !== undefined && s.unit_cost !== l.unit_cost) ||
      (l.note !== undefined && !sameText(s.note, l.note))
    );
  });
}

/** Refuses a transition from any status but `from`, naming what is allowed. */
export function requireStatus(
  order: Row,
  from: OrderStatus[],
  action: string,
  hint: Partial<Record<OrderStatus, string>> = {},
) {
  const status = order.status as OrderStatus;
  if (from.includes(status)) return;
  const allowed = from.map((s) => STATUS_TEXT[s]).join(" or ");
  throw conflict(
    `${orderIs(order)}: only an order that is ${allowed} can be ${action}.${hint[status] ? ` ${hint[status]}` : ""}`,
  );
}
