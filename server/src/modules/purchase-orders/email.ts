import type { Mail } from "../../lib/mailer.js";

type Row = Record<string, unknown>;

export interface OrderMailContext {
  order: Row & { lines: Row[] };
  business: { business_name: string; currency_code: string };
  supplierName: string;
  /** The delivery location: name and address lines. */
  deliverTo: string[];
  message?: string;
}

/** Minor units as the currency writes them (ISO 4217 decimals), e.g. "€1,234.50". */
export function formatMoney(minor: number, currency: string): string {
  const f = new Intl.NumberFormat("en-GB", { style: "currency", currency });
  const digits = f.resolvedOptions().maximumFractionDigits ?? 2;
  return f.format(minor / 10 ** digits);
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[
        c
      ]!,
  );

/**
 * The order as the supplier receives it (text and HTML, in English like the
 * other e-mails of the server): the sender's message, delivery address,
 * lines, totals and notes. Printing is the SPA's (a print stylesheet).
 */
export function orderMail(to: string, c: OrderMailContext): Mail {
  const { order, business } = c;
  const money = (n: unknown) => formatMoney(Number(n), business.currency_code);
  const head = [
    `Purchase order ${String(order.po_number)}`,
    `From: ${business.business_name}`,
    `To: ${c.supplierName}`,
    `Order date: ${String(order.order_date)}`,
    ...(order.expected_date
      ? [`Expected delivery: ${String(order.expected_date)}`]
      : []),
    ...(order.reference ? [`Our reference: ${String(order.reference)}`] : []),
    `Deliver to: ${c.deliverTo.join(", ")}`,
  ];
  const rows = order.lines.map((l) => [
    String(l.product_name ?? ""),
    String(l.sku ?? ""),
    String(l.quantity_ordered),
    money(l.unit_cost),
    money(l.line_total),
  ]);
  const totals: [string, string][] = [
    ["Subtotal", money(order.subtotal)],
    ["Tax", money(order.tax_total)],
    ["Shipping", money(order.shipping_cost)],
    ["Total", money(order.total)],
  ];
  const text = [
    ...(c.message ? [c.message, ""] : []),
    ...head,
    "",
    ...rows.map(
      ([name, sku, qty, cost, total]) =>
        `${qty} × ${name}${sku ? ` (${sku})` : ""} at ${cost} = ${total}`,
    ),
    "",
    ...totals.map(([k, v]) => `${k}: ${v}`),
    ...(order.notes ? ["", `Notes: ${String(order.notes)}`] : []),
    "",
  ].join("\n");
  const cell = (v: string, right = false) =>
    `<td style="padding:4px 8px;border-bottom:1px solid #ddd${right ? ";text-align:right" : ""}">${escape(v)}</td>`;
  const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif">
${c.message ? `<p>${escape(c.message).replace(/\n/g, "<br>")}</p>` : ""}
<h1 style="font-size:20px">${escape(head[0])}</h1>
<p>${head.slice(1).map(escape).join("<br>")}</p>
<table style="border-collapse:collapse">
<thead><tr><th align="left">Product</th><th align="left">SKU</th><th align="right">Quantity</th><th align="right">Unit cost</th><th align="right">Line total</th></tr></thead>
<tbody>${rows.map(([name, sku, qty, cost, total]) => `<tr>${cell(name)}${cell(sku)}${cell(qty, true)}${cell(cost, true)}${cell(total, true)}</tr>`).join("")}</tbody>
</table>
<p>${totals.map(([k, v]) => `${escape(k)}: <strong>${escape(v)}</strong>`).join("<br>")}</p>
${order.notes ? `<p>Notes: ${escape(String(order.notes))}</p>` : ""}
</body></html>`;
  return {
    to,
    subject: `Purchase order ${String(order.po_number)} from ${business.business_name}`,
    text,
    html,
  };
}
