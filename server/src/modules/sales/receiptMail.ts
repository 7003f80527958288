import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { clients, locations, merchants } from "../../db/schema/index.js";
import { invalid, notFound } from "../../lib/httpErrors.js";
import { enqueueMail } from "../outbox/enqueue.js";
import { escapeHtml } from "../outbox/layout.js";
import { isLanguage, mailWords, type Language } from "../outbox/words.js";
import { formatMoney } from "../purchase-orders/email.js";
import { saleDetail } from "./records.js";
import { receiptWords } from "./receiptWords.js";

export interface ReceiptSender {
  merchantId: number;
  userId: number;
}

/**
 * Queues the receipt of a sale to its client's e-mail, in the client's
 * language (else the business's), in the caller's transaction: items with
 * tax, discounts, tip, payments, refunds and the balance. 404 for a sale of
 * another business; 422 (`client_id`) when the sale has no client or the
 * client has no e-mail address. Answers the address and the outbox row.
 */
export async function queueReceiptEmail(
  db: Queryable,
  sender: ReceiptSender,
  saleId: number,
): Promise<{ sent_to: string; outbox_id: number; language: Language }> {
  const m = sender.merchantId;
  const sale = await saleDetail(db, m, saleId);
  if (!sale) throw notFound();
  const [client] = sale.client_id
    ? await db
        .select({
          first_name: clients.first_name,
          email: clients.email,
          language: clients.language,
        })
        .from(clients)
        .where(and(eq(clients.merchant_id, m), eq(clients.id, sale.client_id)))
    : [];
  if (!client)
    throw invalid({
      client_id:
        "This sale has no client: add the receipt's recipient as a client first, or print the receipt.",
    });
  if (!client.email)
    throw invalid({
      client_id: `${client.first_name} has no e-mail address: add one to the client first, or print the receipt.`,
    });
  const [business] = await db
    .select({
      name: merchants.business_name,
      currency: merchants.currency_code,
      language: merchants.default_language,
    })
    .from(merchants)
    .where(eq(merchants.id, m));
  const [place] = await db
    .select({ name: locations.name, timezone: locations.timezone })
    .from(locations)
    .where(
      and(eq(locations.merchant_id, m), eq(locations.id, sale.location_id)),
    );
  const language: Language = isLanguage(client.language)
    ? client.language
    : isLanguage(business.language)
      ? business.language
      : "en";
  const w = receiptWords(language);
  const { tag, dir } = mailWords(language);
  const money = (n: number) => formatMoney(n, business.currency, tag);
  const when = new Intl.DateTimeFormat(tag, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: place?.timezone ?? "UTC",
  }).format(new Date(sale.sale_at));
  const head: [string, string][] = [
    [w.invoice, sale.invoice_number],
    [w.date, when],
    [w.location, place?.name ?? ""],
  ];
  const lines = sale.items.map((i) => [
    `${i.quantity} × ${i.name_snapshot}`,
    money(i.total_amount),
  ]);
  const tips = sale.tip_total;
  const totals: [string, string][] = [
    [w.subtotal, money(sale.subtotal)],
    ...(sale.discount_total
      ? [[w.discount, `−${money(sale.discount_total)}`] as [string, string]]
      : []),
    [w.tax, money(sale.tax_total)],
    [w.total, money(sale.total)],
    ...(tips ? [[w.tip, money(tips)] as [string, string]] : []),
    [w.paid, money(sale.amount_paid)],
    ...(sale.refunded_total
      ? [[w.refunded, money(sale.refunded_total)] as [string, string]]
      : []),
    [w.balance, money(sale.balance_due)],
  ];
  const payments = sale.payments
    .filter((p) => p.kind === "payment" && p.amount > 0)
    .map((p) => [p.payment_type_name ?? "", money(p.amount)]);
  const pairs = (rows: string[][]) => rows.map(([k, v]) => `${k}: ${v}`);
  const text = [
    w.greeting(client.first_name),
    w.intro,
    "",
    ...pairs(head),
    ...(sale.status === "voided" ? ["", w.voided] : []),
    "",
    ...pairs(lines),
    "",
    ...pairs(totals),
    ...(payments.length ? ["", `${w.payments}:`, ...pairs(payments)] : []),
    "",
    w.thanks,
    "",
  ].join("\n");
  const end = dir === "rtl" ? "left" : "right";
  const table = (rows: string[][], bold = false) =>
    `<table style="border-collapse:collapse;width:100%">${rows
      .map(
        ([k, v]) =>
          `<tr><td style="padding:4px 8px;border-bottom:1px solid #ddd">${escapeHtml(k)}</td><td style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:${end}">${bold ? "<strong>" : ""}<bdi dir="ltr">${escapeHtml(v)}</bdi>${bold ? "</strong>" : ""}</td></tr>`,
      )
      .join("")}</table>`;
  const html = `<div lang="${tag}" dir="${dir}">
<p>${escapeHtml(w.greeting(client.first_name))}<br>${escapeHtml(w.intro)}</p>
<p>${head.map(([k, v]) => `${escapeHtml(k)}: <bdi dir="ltr">${escapeHtml(v)}</bdi>`).join("<br>")}</p>
${sale.status === "voided" ? `<p><strong>${escapeHtml(w.voided)}</strong></p>` : ""}
${table(lines)}
${table(totals, true)}
${payments.length ? `<p>${escapeHtml(w.payments)}</p>${table(payments)}` : ""}
<p>${escapeHtml(w.thanks)}</p>
</div>`;
  const outboxId = await enqueueMail(db, {
    merchantId: m,
    kind: "receipt",
    to: client.email,
    subject: w.subject(business.name, sale.invoice_number),
    text,
    html,
    language,
    clientId: sale.client_id,
    appointmentId: sale.appointment_id,
    createdBy: sender.userId,
  });
  return { sent_to: client.email, outbox_id: outboxId, language };
}
