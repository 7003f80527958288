import type { Mail } from "../../lib/mailer.js";
import { orderMailText } from "./emailText.js";

type Row = Record<string, unknown>;

export interface OrderMailContext {
  order: Row & { lines: Row[] };
  business: {
    business_name: string;
    currency_code: string;
    /** One of the six UI codes (DOMAIN: merchants); the e-mail's language. */
    default_language?: string | null;
  };
  supplierName: string;
  /** The delivery location: name and address lines. */
  deliverTo: string[];
  message?: string;
}

/** Minor units as the currency writes them (ISO 4217 decimals) in a language, e.g. "€1,234.50". */
export function formatMoney(
  minor: number,
  currency: string,
  tag = "en-GB",
): string {
  const f = new Intl.NumberFormat(tag, { style: "currency", currency });
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
 * The order as the supplier receives it (text and HTML), in the business's
 * language (emailText.ts): the sender's message, delivery address, lines,
 * totals and notes. Printing is the SPA's (a print stylesheet).
 */
export function orderMail(to: string, c: OrderMailContext): Mail {
  const { order, business } = c;
  const w = orderMailText(business.default_language);
  const money = (n: unknown) =>
    formatMoney(Number(n), business.currency_code, w.tag);
  const number = String(order.po_number);
  const head = [
    w.title(number),
    `${w.from}: ${business.business_name}`,
    `${w.to}: ${c.supplierName}`,
    `${w.orderDate}: ${String(order.order_date)}`,
    ...(order.expected_date
      ? [`${w.expected}: ${String(order.expected_date)}`]
      : []),
    ...(order.reference ? [`${w.reference}: ${String(order.reference)}`] : []),
    `${w.deliverTo}: ${c.deliverTo.join(", ")}`,
  ];
  const rows = order.lines.map((l) => [
    String(l.product_name ?? ""),
    String(l.sku ?? ""),
    String(l.quantity_ordered),
    money(l.unit_cost),
    money(l.line_total),
  ]);
  const totals: [string, string][] = [
    [w.subtotal, money(order.subtotal)],
    [w.tax, money(order.tax_total)],
    [w.shipping, money(order.shipping_cost)],
    [w.total, money(order.total)],
  ];
  const text = [
    ...(c.message ? [c.message, ""] : []),
    ...head,
    "",
    ...rows.map(([name, sku, qty, cost, total]) =>
      w.line(qty, `${name}${sku ? ` (${sku})` : ""}`, cost, total),
    ),
    "",
    ...totals.map(([k, v]) => `${k}: ${v}`),
    ...(order.notes ? ["", `${w.notes}: ${String(order.notes)}`] : []),
    "",
  ].join("\n");
  const start = w.dir === "rtl" ? "right" : "left";
  const end = w.dir === "rtl" ? "left" : "right";
  const cell = (v: string, right = false) =>
    `<td style="padding:4px 8px;border-bottom:1px solid #ddd${right ? `;text-align:${end}` : ""}">${escape(v)}</td>`;
  const th = (v: string, align: string) =>
    `<th align="${align}">${escape(v)}</th>`;
  // The outbox's layout puts the business's name and logo around it.
  const html = `<div lang="${w.tag}" dir="${w.dir}">
${c.message ? `<p>${escape(c.message).replace(/\n/g, "<br>")}</p>` : ""}
<h1 style="font-size:20px">${escape(head[0])}</h1>
<p>${head.slice(1).map(escape).join("<br>")}</p>
<table style="border-collapse:collapse">
<thead><tr>${th(w.product, start)}${th(w.sku, start)}${th(w.quantity, end)}${th(w.unitCost, end)}${th(w.lineTotal, end)}</tr></thead>
<tbody>${rows.map(([name, sku, qty, cost, total]) => `<tr>${cell(name)}${cell(sku)}${cell(qty, true)}${cell(cost, true)}${cell(total, true)}</tr>`).join("")}</tbody>
</table>
<p>${totals.map(([k, v]) => `${escape(k)}: <strong>${escape(v)}</strong>`).join("<br>")}</p>
${order.notes ? `<p>${escape(w.notes)}: ${escape(String(order.notes))}</p>` : ""}
</div>`;
  return {
    to,
    subject: w.subject(number, business.business_name),
    text,
    html,
  };
}
