import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import {
  appointments,
  appointmentServices,
  clientMemberships,
  clients,
  saleItems,
  sales,
  vouchers,
} from "../../db/schema/index.js";
import { conflict, invalid } from "../../lib/httpErrors.js";
import { saleTotals } from "../../shared/money/index.js";
import { moneyStep } from "./amounts.js";
import { resolveItems } from "./catalogue.js";
import {
  existingTeamMembers,
  loadLocation,
  loadMerchant,
  loadVoucherSettings,
  localDateAt,
  nextInvoiceNumber,
  nowOf,
  type SaleActor,
  type SaleRow,
} from "./context.js";
import { changeStatus } from "../appointments/status.js";
import { postStockMovements } from "../stock/ledger.js";
import { settleSale, takePayments } from "./payments.js";
import { priceItems } from "./pricing.js";
import type { CheckoutBody } from "./schemas.js";
import { lockVouchersByCode, voucherCode } from "./voucherLedger.js";

/** The invoice number a sale holds inside its checkout transaction, before assignInvoiceNumber. */
export const PENDING = "pending:";

/** `date` + a validity of `value` days, months or years (month ends clamp: Jan 31 + 1 month = Feb 28). */
export function addValidity(date: string, value: number, unit: string): string {
  const [y, m, d] = date.split("-").map(Number);
  if (unit === "days")
    return new Date(Date.UTC(y, m - 1, d + value)).toISOString().slice(0, 10);
  const months = unit === "years" ? value * 12 : value;
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/**
 * The appointment being checked out, locked FOR UPDATE: refused when it was
 * cancelled or a no-show (409) or already has a sale that is not voided.
 */
async function lockAppointment(tx: Tx, merchantId: number, id: number) {
  const [appt] = await tx
    .select()
    .from(appointments)
    .where(
      and(eq(appointments.merchant_id, merchantId), eq(appointments.id, id)),
    )
    .for("update");
  if (!appt)
    throw invalid({
      appointment_id: "The selected appointment does not exist.",
    });
  if (appt.status === "cancelled" || appt.status === "no_show")
    throw conflict(
      `Appointment ${appt.reference} is ${appt.status === "cancelled" ? "cancelled" : "a no-show"}: it can't be checked out.`,
      "appointment_not_billable",
    );
  if (appt.sale_id !== null) {
    const [s] = await tx
      .select({ status: sales.status, invoice_number: sales.invoice_number })
      .from(sales)
      .where(
        and(eq(sales.merchant_id, merchantId), eq(sales.id, appt.sale_id)),
      );
    if (s && s.status !== "voided")
      throw conflict(
        `Appointment ${appt.reference} was already checked out on sale ${s.invoice_number}.`,
        "appointment_checked_out",
      );
  }
  const services = await tx
    .select()
    .from(appointmentServices)
    .where(
      and(
        eq(appointmentServices.merchant_id, merchantId),
        eq(appointmentServices.appointment_id, id),
      ),
    )
    .orderBy(asc(appointmentServices.sequence));
  return { appt, services: new Map(services.map((s) => [s.id, s])) };
}

/**
 * Checkout (DOMAIN §3.31, docs/checkout-api.md) in the caller's transaction:
 * everything is checked and priced first, then the sale, its items, stock
 * movements, vouchers, client memberships, membership sessions, the
 * appointment's completion and the payments are written. The invoice number
 * is NOT drawn here: the caller draws it with assignInvoiceNumber as its
 * last write (the sequence row stays locked until COMMIT; checkoutSale does
 * both). Locks are taken in one order by every write of sales (appointment,
 * client memberships, deals, vouchers, stock levels, sequence), so
 * checkouts cannot deadlock. Answers the sale id.
 */
export async function checkout(
  tx: Tx,
  a: SaleActor,
  body: CheckoutBody,
): Promise<{ saleId: number; sequenceId: number; change_due: number }> {
  const at = nowOf(a);
  const m = a.merchantId;
  const merchant = await loadMerchant(tx, m);
  const location = await loadLocation(tx, m, body.location_id);
  if (location.archived_at)
    throw invalid({ location_id: "This location is archived." });
  const saleDate = localDateAt(location.timezone, at);

  const appt = body.appointment_id
    ? await lockAppointment(tx, m, body.appointment_id)
    : null;
  if (appt && appt.appt.location_id !== location.id)
    throw invalid({
      appointment_id: "This appointment is at another location.",
    });
  const clientId = body.client_id ?? appt?.appt.client_id ?? null;
  if (clientId !== null) {
    const [c] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.merchant_id, m), eq(clients.id, clientId)));
    if (!c) throw invalid({ client_id: "The selected client does not exist." });
  }
  const channel = appt?.appt.channel ?? "in_store";

  const resolved = await resolveItems(
    tx,
    m,
    location,
    body.items,
    appt?.services ?? new Map(),
  );
  const members = await existingTeamMembers(
    tx,
    m,
    resolved.map((r) => r.team_member_id).filter((v): v is number => v != null),
  );
  const errors: Record<string, string> = {};
  resolved.forEach((r, i) => {
    if (r.item_type === "service" && r.team_member_id == null)
      errors[`items.${i}.team_member_id`] =
        "Choose the team member who performed this service.";
    else if (r.team_member_id != null && !members.has(r.team_member_id))
      errors[`items.${i}.team_member_id`] =
        "The selected team member does not exist.";
    if (r.item_type === "membership" && clientId === null)
      errors["client_id"] = "Choose the client the membership is for.";
  });
  if (Object.keys(errors).length) throw invalid(errors);

  const { priced } = await priceItems(
    tx,
    {
      merchantId: m,
      locationId: location.id,
      clientId,
      channel,
      at,
      saleDate,
      pricesIncludeTax: merchant.prices_include_tax,
      dealCode: body.deal_code,
      saleDiscount: body.discount?.amount,
    },
    resolved,
  );
  const totals = moneyStep(
    "",
    () => saleTotals(priced.map((p) => p.amounts)),
    "total",
  );
  const locked = await lockVouchersByCode(
    tx,
    m,
    (body.payments ?? []).flatMap((p) =>
      p.voucher_code ? [p.voucher_code] : [],
    ),
  );

  // The number is drawn last (assignInvoiceNumber): the sequence row stays
  // locked from then until COMMIT, so checkouts at one location wait for each
  // other only for the last statements, not for the whole sale.
  const [sale] = await tx
    .insert(sales)
    .values({
      merchant_id: m,
      invoice_number: `${PENDING}${randomUUID()}`,
      invoice_sequence_id: location.invoice_sequence_id,
      invoice_seq_no: 0,
      location_id: location.id,
      client_id: clientId,
      appointment_id: appt?.appt.id ?? null,
      channel,
      sale_at: at,
      status: totals.total === 0 ? "paid" : "unpaid",
      paid_at: totals.total === 0 ? at : null,
      processed_by: a.userId,
      subtotal: totals.subtotal,
      discount_total: totals.discount_total,
      tax_total: totals.tax_total,
      total: totals.total,
      tip_total: 0,
      amount_paid: 0,
      balance_due: totals.total,
      deal_code: body.deal_code?.trim() || null,
      notes: body.notes ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning();

  const tracked = priced
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => p.item_type === "product" && p.track_stock);
  const { movements } = await postStockMovements(
    tx,
    tracked.map(({ p }) => ({
      merchantId: m,
      productId: p.item_id!,
      locationId: location.id,
      type: "sale" as const,
      quantityChange: -p.quantity,
      referenceType: "sale" as const,
      referenceId: sale.id,
      performedBy: a.userId,
      occurredAt: at,
    })),
  );
  const costOf = new Map(
    tracked.map(({ i }, k) => [i, movements[k]!.unit_cost]),
  );

  const items = await tx
    .insert(saleItems)
    .values(
      priced.map((p, i) => ({
        merchant_id: m,
        sale_id: sale.id,
        position: i,
        item_type: p.item_type,
        item_id: p.item_id,
        pricing_option_id: p.pricing_option_id,
        appointment_service_id: p.appointment_service_id,
        name_snapshot: p.name,
        category_snapshot: p.category,
        quantity: p.quantity,
        unit_price: p.unit_price,
        gross_amount: p.amounts.gross_amount,
        discount_amount: p.amounts.discount_amount,
        net_amount: p.amounts.net_amount,
        tax_amount: p.amounts.tax_amount,
        total_amount: p.amounts.total_amount,
        discount_kind: p.discount?.kind ?? null,
        deal_id: p.deal_id,
        client_membership_id: p.client_membership_id,
        tax_rate_id: p.item_type === "voucher" ? null : p.tax_rate_id,
        tax_rate_pct: p.amounts.tax_rate_pct,
        team_member_id: p.team_member_id,
        cost_snapshot:
          p.item_type === "product"
            ? (costOf.get(i) ?? p.supply_price ?? 0)
            : null,
        commission_enabled: p.commission_enabled,
        created_at: at,
        updated_at: at,
      })),
    )
    .returning();
  items.sort((x, y) => x.position - y.position);

  await issueSold(tx, a, sale, priced, items, clientId, saleDate, at);

  // Membership sessions used by this sale (rows locked by priceItems).
  const sessions = new Map<number, number>();
  for (const p of priced)
    if (p.client_membership_id !== null)
      sessions.set(
        p.client_membership_id,
        (sessions.get(p.client_membership_id) ?? 0) + p.quantity,
      );
  for (const [id, n] of sessions)
    await tx
      .update(clientMemberships)
      .set({
        sessions_used: sql`${clientMemberships.sessions_used} + ${n}`,
        updated_at: at,
      })
      .where(
        and(eq(clientMemberships.merchant_id, m), eq(clientMemberships.id, id)),
      );

  if (appt) {
    if (appt.appt.status === "completed")
      await tx
        .update(appointments)
        .set({ sale_id: sale.id, updated_at: at })
        .where(
          and(
            eq(appointments.merchant_id, m),
            eq(appointments.id, appt.appt.id),
          ),
        );
    else
      await changeStatus(tx, m, appt.appt.id, {
        status: "completed",
        sale_id: sale.id,
      });
  }

  const { change_due } = await takePayments(
    tx,
    a,
    sale,
    items,
    body.payments ?? [],
    locked,
    location.timezone,
  );
  await settleSale(tx, a, sale as SaleRow, items);
  return {
    saleId: sale.id,
    sequenceId: location.invoice_sequence_id,
    change_due,
  };
}

/** The invoice number of a sale checked out in this transaction: the caller's last write before COMMIT. */
export async function assignInvoiceNumber(
  tx: Tx,
  merchantId: number,
  saleId: number,
  sequenceId: number,
): Promise<string> {
  const invoice = await nextInvoiceNumber(tx, merchantId, sequenceId);
  await tx
    .update(sales)
    .set({ invoice_number: invoice.number, invoice_seq_no: invoice.seqNo })
    .where(and(eq(sales.merchant_id, merchantId), eq(sales.id, saleId)));
  return invoice.number;
}

/** Checkout with its invoice number: what the demo seed and tests call. */
export async function checkoutSale(tx: Tx, a: SaleActor, body: CheckoutBody) {
  const done = await checkout(tx, a, body);
  const invoiceNumber = await assignInvoiceNumber(
    tx,
    a.merchantId,
    done.saleId,
    done.sequenceId,
  );
  return { ...done, invoiceNumber };
}

/** Vouchers (one per unit, unpaid) and client memberships (pending) sold by the sale's items. */
async function issueSold(
  tx: Tx,
  a: SaleActor,
  sale: SaleRow,
  priced: Awaited<ReturnType<typeof priceItems>>["priced"],
  items: (typeof saleItems.$inferSelect)[],
  clientId: number | null,
  saleDate: string,
  at: string,
) {
  const voucherRows: (typeof vouchers.$inferInsert)[] = [];
  const membershipRows: (typeof clientMemberships.$inferInsert)[] = [];
  const rules = priced.some((p) => p.item_type === "voucher")
    ? await loadVoucherSettings(tx, a.merchantId)
    : null;
  priced.forEach((p, i) => {
    const item = items[i]!;
    if (p.item_type === "voucher" && rules) {
      const vt = p.voucher_type;
      const value = vt?.valid_for_value ?? rules.default_valid_for_value;
      const unit = vt?.valid_for_unit ?? rules.default_valid_for_unit;
      for (let k = 0; k < p.quantity; k++)
        voucherRows.push({
          merchant_id: a.merchantId,
          code: voucherCode(rules, a.random),
          voucher_type_id: vt?.id ?? null,
          sale_item_id: item.id,
          location_id: sale.location_id,
          purchaser_client_id: clientId,
          recipient_name: p.input.recipient_name ?? null,
          recipient_email: p.input.recipient_email ?? null,
          message: p.input.message ?? null,
          issue_date: saleDate,
          expiry_date: addValidity(saleDate, value, unit),
          original_value: p.voucher_value!,
          balance: 0,
          status: "unpaid",
          created_by: a.userId,
          created_at: at,
          updated_at: at,
        });
    }
    if (p.item_type === "membership" && p.membership && clientId !== null) {
      const ms = p.membership;
      for (let k = 0; k < p.quantity; k++)
        membershipRows.push({
          merchant_id: a.merchantId,
          client_id: clientId,
          membership_id: ms.id,
          sale_item_id: item.id,
          start_date: saleDate,
          expiry_date: addValidity(
            saleDate,
            ms.valid_for_value,
            ms.valid_for_unit,
          ),
          sessions_total:
            ms.session_type === "limited" ? ms.sessions_count : null,
          sessions_used: 0,
          status: "pending",
          created_by: a.userId,
          created_at: at,
          updated_at: at,
        });
    }
  });
  if (voucherRows.length) await tx.insert(vouchers).values(voucherRows);
  if (membershipRows.length)
    await tx.insert(clientMemberships).values(membershipRows);
}
