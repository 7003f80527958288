import { and, eq, sql } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.js";
import {
  invoiceSequences,
  locations,
  merchants,
  paymentTypes,
  sales,
  teamMembers,
  tipSettings,
  users,
  voucherSettings,
} from "../../db/schema/index.js";
import { conflict, invalid, notFound } from "../../lib/httpErrors.js";
import { lockOwnedRow } from "../../lib/rowLocks.js";
import type { TipSettings } from "../../shared/money/index.js";
import { localTime } from "../calendar/zonedTime.js";

/** Who writes a sale and when: routes leave `at` unset (now); the demo seed dates its history. */
export interface SaleActor {
  merchantId: number;
  userId: number;
  /** ISO instant; default now. */
  at?: string;
  /** A float in [0, 1) for voucher codes; default crypto. The demo seed passes its own, so its codes repeat. */
  random?: () => number;
}

export const nowOf = (a: SaleActor) => a.at ?? new Date().toISOString();

export type SaleRow = typeof sales.$inferSelect;
export type Location = typeof locations.$inferSelect;

/** The location's local date of an instant (YYYY-MM-DD). */
export const localDateAt = (timeZone: string, at: string) =>
  localTime(timeZone, Date.parse(at)).date;

export async function loadMerchant(db: Queryable, merchantId: number) {
  const [m] = await db
    .select({
      prices_include_tax: merchants.prices_include_tax,
      currency_code: merchants.currency_code,
    })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  if (!m) throw notFound();
  return m;
}

/** The location a sale is made at: must exist and not be archived. */
export async function loadLocation(
  db: Queryable,
  merchantId: number,
  id: number,
  field = "location_id",
) {
  const [loc] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.merchant_id, merchantId), eq(locations.id, id)));
  if (!loc) throw invalid({ [field]: "The selected location does not exist." });
  return loc;
}

const NO_TIPS: TipSettings = {
  enabled: false,
  suggested_pct: [],
  allow_custom: false,
  calculate_on: "after_tax",
};

export async function loadTipSettings(
  db: Queryable,
  merchantId: number,
  locationId: number,
): Promise<TipSettings> {
  const [row] = await db
    .select()
    .from(tipSettings)
    .where(
      and(
        eq(tipSettings.merchant_id, merchantId),
        eq(tipSettings.location_id, locationId),
      ),
    );
  if (!row) return NO_TIPS;
  return {
    enabled: row.enabled,
    suggested_pct: (row.suggested_pct ?? []) as string[],
    allow_custom: row.allow_custom,
    calculate_on: row.calculate_on as TipSettings["calculate_on"],
  };
}

export async function loadVoucherSettings(db: Queryable, merchantId: number) {
  const [row] = await db
    .select()
    .from(voucherSettings)
    .where(eq(voucherSettings.merchant_id, merchantId));
  return {
    default_valid_for_value: row?.default_valid_for_value ?? 12,
    default_valid_for_unit: row?.default_valid_for_unit ?? "months",
    code_length: row?.code_length ?? 8,
    code_prefix: row?.code_prefix ?? "",
    allow_partial_redemption: row?.allow_partial_redemption ?? true,
    redeemable_on_products: row?.redeemable_on_products ?? false,
  };
}
export type VoucherRules = Awaited<ReturnType<typeof loadVoucherSettings>>;

export type PaymentType = typeof paymentTypes.$inferSelect;

export async function loadPaymentTypes(
  db: Queryable,
  merchantId: number,
): Promise<Map<number, PaymentType>> {
  const rows = await db
    .select()
    .from(paymentTypes)
    .where(eq(paymentTypes.merchant_id, merchantId));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The team member of the user who processes the sale: tips with nobody else go to them (§4.3). */
export async function teamMemberOfUser(
  db: Queryable,
  merchantId: number,
  userId: number,
): Promise<number | null> {
  const [u] = await db
    .select({ team_member_id: users.team_member_id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.merchant_id, merchantId)));
  return u?.team_member_id ?? null;
}

/** Which of these team members exist in the business. */
export async function existingTeamMembers(
  db: Queryable,
  merchantId: number,
  ids: number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.merchant_id, merchantId),
        sql`${teamMembers.id} = any(${sql.param(ids)}::bigint[])`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * The sale, locked for the rest of the transaction (the one rule of status
 * changes: lock the row, then read its status): payments, voids and refunds
 * of one sale run one after the other (lib/rowLocks.ts).
 */
export const lockSale = (
  tx: Tx,
  merchantId: number,
  id: number,
): Promise<SaleRow> => lockOwnedRow(tx, sales, merchantId, id);

export const refuseVoided = (sale: SaleRow, what: string) => {
  if (sale.status === "voided")
    throw conflict(
      `Sale ${sale.invoice_number} was voided: it can't be ${what}.`,
      "sale_voided",
    );
};

/**
 * The next number of the location's invoice sequence (DOMAIN §3.37, §4.1):
 * the sequence row is locked (FOR NO KEY UPDATE) and moved on in the transaction that
 * stores the sale or refund, so a rollback gives no number away and two
 * documents never share one. Take it as late as possible: the row stays
 * locked until COMMIT.
 */
export async function nextInvoiceNumber(
  tx: Tx,
  merchantId: number,
  sequenceId: number,
): Promise<{ number: string; sequenceId: number; seqNo: number }> {
  const [seq] = await tx
    .select()
    .from(invoiceSequences)
    .where(
      and(
        eq(invoiceSequences.merchant_id, merchantId),
        eq(invoiceSequences.id, sequenceId),
      ),
    )
    // NO KEY UPDATE, not UPDATE: the sales and refunds inserted meanwhile hold
    // KEY SHARE on this row through their foreign key, which UPDATE would wait
    // for (two checkouts each waiting for the other's) and NO KEY UPDATE does not.
    .for("no key update");
  if (!seq) throw notFound("The location's invoice sequence does not exist.");
  await tx
    .update(invoiceSequences)
    .set({ next_number: seq.next_number + 1, updated_at: sql`now()` })
    .where(
      and(
        eq(invoiceSequences.merchant_id, merchantId),
        eq(invoiceSequences.id, sequenceId),
      ),
    );
  return {
    number: `${seq.prefix}${String(seq.next_number).padStart(seq.padding, "0")}`,
    sequenceId,
    seqNo: seq.next_number,
  };
}
