import {
  cashChange,
  chooseDeals,
  computeLine,
  MoneyError,
  saleTotals,
  tipAmount,
  tipBase,
  type DealRule,
  type Discount,
  type ItemType,
  type LineAmounts,
  type SaleTotals,
  type TipChoice,
  type TipSettings,
} from "../../server/src/shared/money";

/**
 * The till's cart and its live totals. Every figure comes from the money
 * module the server prices checkouts with (server/src/shared/money), in the
 * same order (own discounts, then deals by chooseDeals, then computeLine,
 * then saleTotals and the tip of the location's settings), so the screen
 * shows the server's figures to the minor unit.
 */

export type LineDiscount =
  | { mode: "none" }
  | { mode: "amount"; amount: number }
  | { mode: "percent"; percent: string };

export interface CartLine {
  key: string;
  item_type: ItemType;
  /** Service, product, membership or voucher type; null = a custom voucher. */
  item_id: number | null;
  name: string;
  pricing_option_id?: number | null;
  appointment_service_id?: number | null;
  team_member_id?: number | null;
  quantity: number;
  /** Minor units per unit, as the catalogue gives it (including tax when prices do). */
  unit_price: number;
  /** The item's tax rate ("20.0000"); vouchers carry none. */
  tax_rate_pct: string;
  discount: LineDiscount;
  recipient_name?: string;
  recipient_email?: string;
  message?: string;
}

/** A service added at the till (not from the appointment): the till asks who performed it. */
export const picksMember = (line: CartLine) =>
  line.item_type === "service" && !line.appointment_service_id;

/** A service line without the team member its commission and tips go to. */
export const missingMember = (line: CartLine) =>
  picksMember(line) && !line.team_member_id;

export interface CartContext {
  prices_include_tax: boolean;
  location_id: number;
  client_id: number | null;
  channel: string;
  /** ISO instant of the sale (now). */
  at: string;
  deal_code: string;
  deals: readonly DealRule[];
  tips: TipSettings | null;
  tip: TipChoice | null;
}

export interface CartFigures {
  lines: (LineAmounts | null)[];
  /** Per line, the money module's refusal (a discount above the price…). */
  lineErrors: (string | null)[];
  /** Per line, the deal that discounts it. */
  deals: (DealRule | null)[];
  dealRefusal: string | null;
  tip: number;
  tipError: string | null;
  tipBase: number;
  totals: SaleTotals;
}

/** The line's own discount as the money module (and the API) takes it. */
export const ownDiscount = (d: LineDiscount): Discount | null =>
  d.mode === "amount"
    ? { kind: "manual", amount: d.amount }
    : d.mode === "percent" && d.percent.trim() !== ""
      ? { kind: "manual", percent: d.percent.trim() }
      : null;

const messageOf = (e: unknown) =>
  e instanceof MoneyError ? e.message : e instanceof Error ? e.message : "";

/** The cart's figures: each line, the deals chosen, the tip and the totals. */
export function cartFigures(cart: readonly CartLine[], ctx: CartContext) {
  const own = cart.map((l) => ownDiscount(l.discount));
  let chosen: (DealRule | null)[] = cart.map(() => null);
  let dealRefusal: string | null;
  try {
    const choice = chooseDeals(
      cart.map((l, i) => ({
        item_type: l.item_type,
        item_id: l.item_id,
        quantity: l.quantity,
        unit_price: l.unit_price,
        discount: own[i],
      })),
      ctx.deals,
      {
        at: ctx.at,
        location_id: ctx.location_id,
        channel: ctx.channel,
        client_id: ctx.client_id,
        code: ctx.deal_code,
      },
    );
    chosen = choice.deals;
    dealRefusal = choice.code?.refusal ?? null;
  } catch (e) {
    dealRefusal = messageOf(e) || "invalid";
  }
  const lineErrors: (string | null)[] = [];
  const lines = cart.map((l, i) => {
    const deal = chosen[i];
    try {
      lineErrors.push(null);
      return computeLine({
        item_type: l.item_type,
        quantity: l.quantity,
        unit_price: l.unit_price,
        tax_rate_pct: l.tax_rate_pct,
        prices_include_tax: ctx.prices_include_tax,
        discount: own[i] ?? (deal ? { kind: "deal", deal } : null),
      });
    } catch (e) {
      lineErrors[i] = messageOf(e);
      return null;
    }
  });
  const good = lines.filter((l): l is LineAmounts => l !== null);
  const base = ctx.tips ? tipBase(good, ctx.tips.calculate_on) : 0;
  let tip = 0;
  let tipError: string | null = null;
  if (ctx.tip && ctx.tips)
    try {
      tip = tipAmount(ctx.tips, base, ctx.tip);
    } catch (e) {
      tipError = messageOf(e);
    }
  const totals = saleTotals(good, tip, 0);
  return {
    lines,
    lineErrors,
    deals: chosen,
    dealRefusal,
    tip,
    tipError,
    tipBase: base,
    totals,
  } satisfies CartFigures;
}

export interface PaymentRow {
  key: string;
  payment_type_id: number;
  kind: "cash" | "card" | "voucher" | "other";
  /** Minor units toward the items (the tip is added to the first non-voucher row). */
  amount: number | null;
  /** Cash handed over. */
  tendered?: number | null;
  voucher_code?: string;
  reference?: string;
}

/** Which payment row carries the tip: the first that is not a voucher. */
export const tipRowIndex = (rows: readonly PaymentRow[]) =>
  rows.findIndex((r) => r.kind !== "voucher");

/** What a row charges: its amount plus the tip it carries. */
export const rowCharge = (
  rows: readonly PaymentRow[],
  i: number,
  tip: number,
) => (rows[i].amount ?? 0) + (i === tipRowIndex(rows) ? tip : 0);

/** The change a cash row gives back (0 when no cash was entered or not enough). */
export const rowChange = (
  rows: readonly PaymentRow[],
  i: number,
  tip: number,
) => {
  const row = rows[i];
  if (row.kind !== "cash" || row.tendered == null) return 0;
  return cashChange(rowCharge(rows, i, tip), row.tendered) ?? 0;
};

/** Σ row amounts (toward the items, tips excluded). */
export const paidTowardItems = (rows: readonly PaymentRow[]) =>
  rows.reduce((a, r) => a + (r.amount ?? 0), 0);

/** The checkout body of docs/checkout-api.md. */
export function checkoutBody(
  cart: readonly CartLine[],
  ctx: {
    location_id: number;
    client_id: number | null;
    appointment_id: number | null;
    deal_code: string;
    notes: string;
    tip: TipChoice | null;
  },
  rows: readonly PaymentRow[],
) {
  const tipAt = tipRowIndex(rows);
  return {
    location_id: ctx.location_id,
    client_id: ctx.client_id,
    appointment_id: ctx.appointment_id,
    ...(ctx.deal_code.trim() ? { deal_code: ctx.deal_code.trim() } : {}),
    ...(ctx.notes.trim() ? { notes: ctx.notes.trim() } : {}),
    items: cart.map((l) => ({
      item_type: l.item_type,
      item_id: l.item_id,
      ...(l.pricing_option_id
        ? { pricing_option_id: l.pricing_option_id }
        : {}),
      ...(l.appointment_service_id
        ? { appointment_service_id: l.appointment_service_id }
        : {}),
      ...(l.team_member_id ? { team_member_id: l.team_member_id } : {}),
      quantity: l.quantity,
      unit_price: l.unit_price,
      discount: ownDiscount(l.discount),
      ...(l.item_type === "voucher"
        ? {
            recipient_name: l.recipient_name?.trim() || null,
            recipient_email: l.recipient_email?.trim() || null,
            message: l.message?.trim() || null,
          }
        : {}),
    })),
    payments: rows
      .filter((r) => (r.amount ?? 0) > 0)
      .map((r) => ({
        payment_type_id: r.payment_type_id,
        amount: r.amount ?? 0,
        ...(rows.indexOf(r) === tipAt && ctx.tip ? { tip: ctx.tip } : {}),
        ...(r.kind === "cash" && r.tendered != null
          ? { tendered: r.tendered }
          : {}),
        ...(r.kind === "voucher" && r.voucher_code
          ? { voucher_code: r.voucher_code.trim() }
          : {}),
        ...(r.reference?.trim() ? { reference: r.reference.trim() } : {}),
      })),
  };
}

/**
 * The server's 422 `errors` keyed by the screen's fields: `items.N.*` by the
 * cart line's key, `payments.N.*` by the payment row's key (the body sends
 * only rows with an amount, in order), anything else by its own name.
 */
export function errorsByField(
  errors: Record<string, string> | undefined,
  cart: readonly CartLine[],
  rows: readonly PaymentRow[],
): Record<string, string> {
  const out: Record<string, string> = {};
  if (!errors) return out;
  const sent = rows.filter((r) => (r.amount ?? 0) > 0);
  for (const [field, message] of Object.entries(errors)) {
    const m = /^(items|payments)\.(\d+)(?:\.(.+))?$/.exec(field);
    if (!m) {
      out[field] = message;
      continue;
    }
    const list = m[1] === "items" ? cart : sent;
    const key = list[Number(m[2])]?.key;
    out[key ? `${key}.${m[3] ?? ""}` : field] = message;
  }
  return out;
}
