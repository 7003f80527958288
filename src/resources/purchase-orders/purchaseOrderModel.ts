import { maxLength, minValue, number, required } from "react-admin";
import { wholeNumber } from "../../components/forms/validators";
import {
  withinMoneyMax,
  type LimitMessage,
} from "../../components/money/limits";

export type PurchaseOrderStatus =
  "draft" | "ordered" | "partially_received" | "received" | "cancelled";

export interface PurchaseOrderLine {
  id?: number;
  product_id: number;
  product_name?: string;
  sku?: string | null;
  quantity_ordered: number;
  unit_cost?: number | null;
  quantity_received?: number;
  outstanding?: number;
  line_total?: number;
  note?: string | null;
}

/** A purchase order (DOMAIN §3.13) as `purchase-orders` sends it. */
export interface PurchaseOrder {
  id: number;
  po_number: string;
  supplier_id: number;
  supplier_name?: string;
  location_id: number;
  location_name?: string;
  status: PurchaseOrderStatus;
  order_date: string;
  expected_date?: string | null;
  ordered_at?: string | null;
  received_at?: string | null;
  received_by?: number | null;
  supplier_invoice_no?: string | null;
  reference?: string | null;
  notes?: string | null;
  shipping_cost: number;
  subtotal: number;
  tax_total: number;
  total: number;
  closed_short: boolean;
  lines: PurchaseOrderLine[];
  /** Where the order is e-mailed: staff send there only, the owner may choose another address. */
  supplier_email?: string | null;
  /** The order's e-mails to the supplier, newest first. */
  emails?: PurchaseOrderEmail[];
  created_at?: string;
  updated_at?: string;
}

/** One e-mail of an order to its supplier: who sent what to whom and when. */
export interface PurchaseOrderEmail {
  id: number;
  sent_at: string;
  sent_by: number | null;
  sent_by_name: string | null;
  recipient: string;
  subject: string;
  message: string | null;
  status: "sending" | "sent" | "failed";
}

/** A low product "from low stock" left out because it is already on order. */
export interface LeftOutProduct {
  product_id: number;
  product_name: string;
  on_hand: number;
  on_order: number;
  reason: "on_order";
}

/** The answer of "from low stock": the draft and what it left out. */
export type LowStockDraft = PurchaseOrder & { left_out?: LeftOutProduct[] };

/**
 * The notice after "from low stock": its catalogue key and arguments, naming
 * the products left out because open orders already cover them.
 */
export function lowStockNotice(
  draft: LowStockDraft,
  translate: (key: string, args?: Record<string, unknown>) => string,
) {
  const T = "resources.purchase-orders.low_stock";
  const args = { number: draft.po_number, count: draft.lines?.length ?? 0 };
  const leftOut = draft.left_out ?? [];
  if (!leftOut.length) return { key: `${T}.done`, args };
  const products = leftOut
    .map((p) =>
      translate(`${T}.left_out_item`, {
        name: p.product_name,
        on_order: p.on_order,
      }),
    )
    .join(", ");
  return { key: `${T}.done_left_out`, args: { ...args, products } };
}

export const PO_STATUSES: readonly PurchaseOrderStatus[] = [
  "draft",
  "ordered",
  "partially_received",
  "received",
  "cancelled",
];

export const poStatusChoices = PO_STATUSES.map((id) => ({
  id,
  name: `resources.purchase-orders.statuses.${id}`,
}));

/** What the order's page offers in each status (DOMAIN §3.13 flow). */
export type PoAction =
  "edit" | "order" | "receive" | "cancel" | "close" | "delete" | "email";

const ACTIONS: Record<PurchaseOrderStatus, readonly PoAction[]> = {
  draft: ["edit", "order", "cancel", "delete", "email"],
  ordered: ["edit", "receive", "cancel", "email"],
  partially_received: ["receive", "close", "email"],
  received: [],
  cancelled: [],
};

export const allowedActions = (status: PurchaseOrderStatus) =>
  ACTIONS[status] ?? [];

/** Lines are editable only on a draft; an ordered order keeps notes and expected date editable. */
export const linesEditable = (status?: PurchaseOrderStatus) =>
  !status || status === "draft";

const toInt = (value: unknown): number | null => {
  if (value === null || value === undefined || value === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** quantity_ordered × unit_cost (DOMAIN §3.13), or null while either is missing. */
export const lineTotal = (line: Partial<PurchaseOrderLine>): number | null => {
  const quantity = toInt(line.quantity_ordered);
  const cost = toInt(line.unit_cost);
  return quantity === null || cost === null ? null : quantity * cost;
};

/** Σ line totals; null while a line has no cost yet (the server fills it from the supply price). */
export const linesSubtotal = (
  lines: readonly Partial<PurchaseOrderLine>[] | undefined,
): number | null => {
  let sum = 0;
  for (const line of lines ?? []) {
    const total = lineTotal(line);
    if (total === null) return null;
    sum += total;
  }
  return sum;
};

const V = "resources.purchase-orders.validation";

export const poValidators = {
  required: [required("app.validation.required")],
  quantity: [
    required("app.validation.required"),
    number(),
    wholeNumber(`${V}.quantity`),
    minValue(1, `${V}.quantity`),
  ],
  money: [minValue(0, `${V}.not_negative`)],
  text: [maxLength(500)],
};

/** At least one line, and each product once (the lines input's validator). */
export const validatePurchaseOrder = (values: Partial<PurchaseOrder>) => {
  if (!linesEditable(values.status)) return {};
  const lines = values.lines ?? [];
  if (lines.length === 0) return { lines: `${V}.no_lines` };
  const seen = new Set<number>();
  for (const line of lines) {
    if (line?.product_id == null) continue;
    if (seen.has(line.product_id)) return { lines: `${V}.duplicate_product` };
    seen.add(line.product_id);
  }
  return {};
};

/**
 * Validator of a line's unit cost: quantity × unit cost within the server's
 * amount cap (components/money/limits.ts). The line is found by the input's
 * source ("lines.2.unit_cost"); `tooLarge` is the message (useLimits).
 */
export const lineTotalLimit =
  (tooLarge: LimitMessage) =>
  (
    _value: unknown,
    values: Partial<PurchaseOrder>,
    props?: { finalSource?: string; source?: string },
  ) => {
    const at = /(\d+)\.unit_cost$/.exec(
      props?.finalSource ?? props?.source ?? "",
    );
    const line = at ? values?.lines?.[Number(at[1])] : undefined;
    const total = line ? lineTotal(line) : null;
    return total !== null && !withinMoneyMax(total) ? tooLarge : undefined;
  };

/** Validator of the shipping cost: the lines and shipping together within the cap (the server adds tax). */
export const orderTotalLimit =
  (tooLarge: LimitMessage) =>
  (_value: unknown, values: Partial<PurchaseOrder>) => {
    const total =
      (linesSubtotal(values?.lines) ?? 0) + (toInt(values?.shipping_cost) ?? 0);
    return withinMoneyMax(total) ? undefined : tooLarge;
  };

const blankToNull = (value: unknown) =>
  typeof value === "string" ? value.trim() || null : (value ?? null);

/**
 * Form values → the body of POST/PUT: the header, and the lines as
 * `{id?, product_id, quantity_ordered, unit_cost?, note?}` while a draft;
 * once ordered only notes and the expected date can change.
 */
export const transformPurchaseOrder = (values: Partial<PurchaseOrder>) => {
  if (!linesEditable(values.status))
    return {
      notes: blankToNull(values.notes),
      expected_date: blankToNull(values.expected_date),
    };
  return {
    supplier_id: values.supplier_id,
    location_id: values.location_id,
    order_date: blankToNull(values.order_date),
    expected_date: blankToNull(values.expected_date),
    reference: blankToNull(values.reference),
    notes: blankToNull(values.notes),
    shipping_cost: toInt(values.shipping_cost) ?? 0,
    lines: (values.lines ?? []).map((line) => {
      const out: Record<string, unknown> = {
        product_id: line.product_id,
        quantity_ordered: Number(line.quantity_ordered),
      };
      if (line.id !== undefined && line.id !== null) out.id = line.id;
      const cost = toInt(line.unit_cost);
      if (cost !== null) out.unit_cost = cost;
      const note = blankToNull(line.note);
      if (note) out.note = note;
      return out;
    }),
  };
};

export const today = () => new Date().toISOString().slice(0, 10);

export const purchaseOrderDefaults = (): Partial<PurchaseOrder> => ({
  order_date: today(),
  shipping_cost: 0,
  lines: [],
});
