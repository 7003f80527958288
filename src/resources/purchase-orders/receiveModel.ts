import { QUANTITY_MAX } from "../../components/money/limits";
import type { PurchaseOrder, PurchaseOrderLine } from "./purchaseOrderModel";

/** Quantity arriving per line id. */
export type Arriving = Record<number, number | string>;

const outstandingOf = (line: PurchaseOrderLine) =>
  line.outstanding ??
  Math.max(0, line.quantity_ordered - (line.quantity_received ?? 0));

/** Each line starts at what is outstanding (DOMAIN §3.13 step 3). */
export const receiveDefaults = (
  order: Pick<PurchaseOrder, "lines">,
): Arriving =>
  Object.fromEntries(
    order.lines
      .filter((line) => line.id !== undefined)
      .map((line) => [line.id as number, outstandingOf(line)]),
  );

const quantity = (value: number | string | undefined) => {
  if (value === undefined || value === "") return 0;
  return Number(value);
};

/** Lines whose quantity is not a whole number ≥ 0, or would bring the line past QUANTITY_MAX received. */
export const invalidLines = (
  arriving: Arriving,
  order?: Pick<PurchaseOrder, "lines">,
) =>
  Object.entries(arriving)
    .filter(([id, value]) => {
      const n = quantity(value);
      return (
        !Number.isInteger(n) ||
        n < 0 ||
        beyondQuantityMax(order, Number(id), value)
      );
    })
    .map(([id]) => Number(id));

/** True when receiving `value` would bring the line past QUANTITY_MAX received (the server's cap). */
export const beyondQuantityMax = (
  order: Pick<PurchaseOrder, "lines"> | undefined,
  lineId: number,
  value: number | string | undefined,
) => {
  const received =
    order?.lines.find((line) => line.id === lineId)?.quantity_received ?? 0;
  return received + quantity(value) > QUANTITY_MAX;
};

/** Lines that would receive more than is outstanding: they need a confirmation. */
export const overReceivedLines = (
  order: Pick<PurchaseOrder, "lines">,
  arriving: Arriving,
) =>
  order.lines.filter(
    (line) =>
      line.id !== undefined &&
      quantity(arriving[line.id]) > outstandingOf(line),
  );

/** The body of `POST …/receive`: only lines with something arriving. */
export const receivePayload = (
  arriving: Arriving,
  supplierInvoiceNo: string,
  confirmOverReceipt: boolean,
) => {
  const body: {
    lines: { line_id: number; quantity: number }[];
    supplier_invoice_no?: string;
    confirm_over_receipt?: boolean;
  } = {
    lines: Object.entries(arriving)
      .map(([id, value]) => ({
        line_id: Number(id),
        quantity: quantity(value),
      }))
      .filter((line) => line.quantity > 0),
  };
  if (supplierInvoiceNo.trim())
    body.supplier_invoice_no = supplierInvoiceNo.trim();
  if (confirmOverReceipt) body.confirm_over_receipt = true;
  return body;
};
