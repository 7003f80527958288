import { and, asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import {
  invoiceSequences,
  locations,
  merchants,
  paymentTypes,
  type WeekHours,
} from "../../db/schema/index.js";

/** The built-in payment types every merchant has (DOMAIN §3.40): locked name and kind. */
export const SYSTEM_PAYMENT_TYPES = [
  { name: "Cash", kind: "cash", sort_order: 0 },
  { name: "Card", kind: "card", sort_order: 1 },
  { name: "Voucher", kind: "voucher", sort_order: 2 },
] as const;

export const DEFAULT_INVOICE_SEQUENCE = {
  name: "Default",
  prefix: "INV-",
  next_number: 1,
  padding: 6,
} as const;

const WORKDAY = [{ start: "09:00", end: "18:00" }];

/** Opening hours of a new merchant's first location: weekdays 09–18, Saturday 10–16. */
export const DEFAULT_OPENING_HOURS: WeekHours = {
  mon: WORKDAY,
  tue: WORKDAY,
  wed: WORKDAY,
  thu: WORKDAY,
  fri: WORKDAY,
  sat: [{ start: "10:00", end: "16:00" }],
  sun: [],
};

/** What a caller may say about the first location (the seed brings its own). */
export type FirstLocation = Partial<
  Omit<
    typeof locations.$inferInsert,
    "id" | "merchant_id" | "invoice_sequence_id"
  >
>;

/**
 * The first location, named after the business, in its time zone, country
 * and e-mail, open on weekdays and Saturday, drawing on the default invoice
 * sequence. The address is left empty: the owner adds it when editing the
 * location (the API requires one there).
 */
async function ensureFirstLocation(
  tx: Queryable,
  merchantId: number,
  invoiceSequenceId: number,
  given: FirstLocation,
) {
  const [existing] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.merchant_id, merchantId))
    .orderBy(asc(locations.id))
    .limit(1);
  if (existing) return existing.id;
  const [m] = await tx
    .select()
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  const [created] = await tx
    .insert(locations)
    .values({
      name: m.business_name,
      address_line1: "",
      city: "",
      country_code: m.country_code,
      timezone: m.default_timezone,
      email: m.email,
      phone: m.phone,
      opening_hours: DEFAULT_OPENING_HOURS,
      ...given,
      merchant_id: merchantId,
      invoice_sequence_id: invoiceSequenceId,
    })
    .returning({ id: locations.id });
  return created.id;
}

/**
 * What a new merchant needs before its first team member, service or sale:
 * the system payment types, a default invoice sequence and a first location
 * (`firstLocation` overrides its values). Idempotent: what the merchant has
 * already (any invoice sequence, any location) is kept and nothing is added
 * twice. Call it inside the sign-up transaction.
 */
export async function createMerchantDefaults(
  tx: Queryable,
  merchantId: number,
  firstLocation: FirstLocation = {},
) {
  await tx
    .insert(paymentTypes)
    .values(
      SYSTEM_PAYMENT_TYPES.map((p) => ({
        ...p,
        merchant_id: merchantId,
        is_system: true,
      })),
    )
    .onConflictDoNothing();
  const types = await tx
    .select({ id: paymentTypes.id, kind: paymentTypes.kind })
    .from(paymentTypes)
    .where(
      and(
        eq(paymentTypes.merchant_id, merchantId),
        eq(paymentTypes.is_system, true),
      ),
    );
  let [sequence] = await tx
    .select({ id: invoiceSequences.id })
    .from(invoiceSequences)
    .where(eq(invoiceSequences.merchant_id, merchantId))
    .orderBy(asc(invoiceSequences.id))
    .limit(1);
  if (!sequence)
    [sequence] = await tx
      .insert(invoiceSequences)
      .values({ ...DEFAULT_INVOICE_SEQUENCE, merchant_id: merchantId })
      .returning({ id: invoiceSequences.id });
  const locationId = await ensureFirstLocation(
    tx,
    merchantId,
    sequence.id,
    firstLocation,
  );
  const idOf = (kind: string) => types.find((t) => t.kind === kind)?.id;
  return {
    invoiceSequenceId: sequence.id,
    locationId,
    paymentTypeIds: {
      cash: idOf("cash")!,
      card: idOf("card")!,
      voucher: idOf("voucher")!,
    },
  };
}
