import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../client.js";
import {
  createMerchantDefaults,
  type FirstLocation,
} from "../../modules/settings/merchantDefaults.js";
import {
  billingDetails,
  closeDateLocations,
  closeDates,
  devices,
  invoiceSequences,
  locations,
  merchants,
  onlineBookingSettings,
  paymentTypes,
  taxRates,
  tipSettings,
  voucherSettings,
  type WeekHours,
} from "../schema/index.js";
import { addDays, nextWeekday } from "./dates.js";
import { withPhones } from "./phones.js";
import {
  at,
  indexBy,
  insertAll,
  stamped,
  type SeedContext,
} from "./context.js";

export const DEMO_BUSINESS = {
  business_name: "Serenity Spa & Wellness",
  country_code: "AT",
  currency_code: "EUR",
  default_timezone: "Europe/Vienna",
  default_language: "en",
  prices_include_tax: true,
  email: "hello@serenity-spa.example.com",
  phone: "+4315123450",
} as const;

/** The merchant row: business details without a logo. */
export async function insertMerchant(
  tx: Tx,
  values: typeof merchants.$inferInsert,
): Promise<number> {
  const [row] = await tx
    .insert(merchants)
    .values(await withPhones([values], ["phone"], values.country_code))
    .returning({ id: merchants.id });
  return row.id;
}

export interface Location {
  id: number;
  name: string;
}

export interface Business {
  taxStandardId: number;
  taxZeroId: number;
  /** [Innere Stadt, Neubau]. */
  locations: [Location, Location];
}

const INNERE_STADT_HOURS: WeekHours = {
  mon: [{ start: "09:00", end: "20:00" }],
  tue: [{ start: "09:00", end: "20:00" }],
  wed: [{ start: "09:00", end: "20:00" }],
  thu: [{ start: "09:00", end: "20:00" }],
  fri: [{ start: "09:00", end: "20:00" }],
  sat: [{ start: "09:00", end: "18:00" }],
  sun: [],
};

const NEUBAU_HOURS: WeekHours = {
  mon: [],
  tue: [{ start: "10:00", end: "19:00" }],
  wed: [{ start: "10:00", end: "19:00" }],
  thu: [{ start: "10:00", end: "21:00" }],
  fri: [{ start: "10:00", end: "19:00" }],
  sat: [{ start: "09:00", end: "16:00" }],
  sun: [],
};

/** Fixed-date public holidays of Austria (month-day, name). */
const HOLIDAYS: readonly (readonly [string, string])[] = [
  ["01-01", "New Year's Day"],
  ["01-06", "Epiphany"],
  ["05-01", "Labour Day"],
  ["08-15", "Assumption Day"],
  ["10-26", "National Day"],
  ["11-01", "All Saints' Day"],
  ["12-08", "Immaculate Conception"],
  ["12-25", "Christmas Day"],
  ["12-26", "St Stephen's Day"],
];

/** The latest fixed public holiday strictly before `today`. */
export function lastPublicHoliday(today: string): {
  date: string;
  name: string;
} {
  const year = Number(today.slice(0, 4));
  const candidates = [year - 1, year]
    .flatMap((y) =>
      HOLIDAYS.map(([md, name]) => ({ date: `${y}-${md}`, name })),
    )
    .filter((h) => h.date < today);
  return candidates[candidates.length - 1];
}

/**
 * What every merchant gets at sign-up (system payment types Cash, Card and
 * Voucher; a default invoice sequence and a first location when it has
 * none, the location described by `firstLocation`), from the same function
 * sign-up uses. Its rows are stamped with the setup instant like the rest of
 * the seed: they are the ones created by this transaction.
 */
export async function seedMerchantDefaults(
  ctx: SeedContext,
  firstLocation?: FirstLocation,
) {
  const defaults = await createMerchantDefaults(
    ctx.tx,
    ctx.merchantId,
    firstLocation,
  );
  for (const table of [paymentTypes, invoiceSequences, locations])
    await ctx.tx
      .update(table)
      .set({ created_at: ctx.setupAt, updated_at: ctx.setupAt })
      .where(
        and(
          eq(table.merchant_id, ctx.merchantId),
          eq(table.created_at, sql`now()`),
        ),
      );
  return defaults;
}

/**
 * Settings of the demo business: tax rates, invoice sequences, two Vienna
 * locations with different opening hours, tip settings, close dates, payment
 * types, devices and the once-per-merchant settings rows.
 */
export async function seedBusiness(ctx: SeedContext): Promise<Business> {
  const { tx, merchantId: merchant_id } = ctx;

  const taxes = await tx
    .insert(taxRates)
    .values(
      stamped(ctx, taxRates, [
        { merchant_id, name: "Standard rate 20%", rate_pct: "20" },
        { merchant_id, name: "Zero rate 0%", rate_pct: "0" },
      ]),
    )
    .returning({ id: taxRates.id, name: taxRates.name });
  const tax = indexBy(taxes, "name");
  const taxStandardId = tax("Standard rate 20%").id;
  const taxZeroId = tax("Zero rate 0%").id;

  const sequences = await tx
    .insert(invoiceSequences)
    .values(
      stamped(ctx, invoiceSequences, [
        {
          merchant_id,
          name: "Innere Stadt invoices",
          prefix: "IS-",
          next_number: 1,
          padding: 6,
        },
        {
          merchant_id,
          name: "Neubau invoices",
          prefix: "NB-",
          next_number: 1,
          padding: 6,
        },
      ]),
    )
    .returning({ id: invoiceSequences.id, prefix: invoiceSequences.prefix });
  const sequence = indexBy(sequences, "prefix");

  const locs = await tx
    .insert(locations)
    .values(
      await withPhones(
        stamped(ctx, locations, [
          {
            merchant_id,
            name: "Serenity Innere Stadt",
            address_line1: "Kärntner Straße 12",
            address_line2: "2nd floor",
            city: "Wien",
            region: "Wien",
            postcode: "1010",
            country_code: "AT",
            timezone: ctx.timeZone,
            phone: "+4315123451",
            email: "innere-stadt@serenity-spa.example.com",
            opening_hours: INNERE_STADT_HOURS,
            default_service_tax_rate_id: taxStandardId,
            default_product_tax_rate_id: taxStandardId,
            invoice_sequence_id: sequence("IS-").id,
            online_booking_enabled: true,
          },
          {
            merchant_id,
            name: "Serenity Neubau",
            address_line1: "Neubaugasse 45",
            city: "Wien",
            region: "Wien",
            postcode: "1070",
            country_code: "AT",
            timezone: ctx.timeZone,
            phone: "+4315234562",
            email: "neubau@serenity-spa.example.com",
            opening_hours: NEUBAU_HOURS,
            default_service_tax_rate_id: taxStandardId,
            default_product_tax_rate_id: taxStandardId,
            invoice_sequence_id: sequence("NB-").id,
            online_booking_enabled: true,
          },
        ]),
        ["phone"],
        DEMO_BUSINESS.country_code,
      ),
    )
    .returning({ id: locations.id, name: locations.name });
  const loc = indexBy(locs, "name");
  const innere = loc("Serenity Innere Stadt");
  const neubau = loc("Serenity Neubau");

  await insertAll(ctx, tipSettings, [
    {
      merchant_id,
      location_id: innere.id,
      enabled: true,
      suggested_pct: ["10", "15", "20"],
      allow_custom: true,
      calculate_on: "after_tax",
    },
    {
      merchant_id,
      location_id: neubau.id,
      enabled: true,
      suggested_pct: ["5", "10", "15"],
      allow_custom: false,
      calculate_on: "before_tax",
    },
  ]);

  // A past public holiday at both locations; a refurbishment day ahead at Neubau.
  const holiday = lastPublicHoliday(ctx.today);
  const refurbishment = nextWeekday(addDays(ctx.today, 24), 1); // a Tuesday
  const closed = await tx
    .insert(closeDates)
    .values(
      stamped(ctx, closeDates, [
        {
          merchant_id,
          start_date: holiday.date,
          end_date: holiday.date,
          description: `Public holiday: ${holiday.name}`,
        },
        {
          merchant_id,
          start_date: refurbishment,
          end_date: refurbishment,
          description: "Refurbishment of the pedicure area",
        },
      ]),
    )
    .returning({ id: closeDates.id, start_date: closeDates.start_date });
  const close = indexBy(closed, "start_date");
  await insertAll(ctx, closeDateLocations, [
    { close_date_id: close(holiday.date).id, location_id: innere.id },
    { close_date_id: close(holiday.date).id, location_id: neubau.id },
    { close_date_id: close(refurbishment).id, location_id: neubau.id },
  ]);

  // The sequences and locations exist already, so the defaults add only the system payment types.
  await seedMerchantDefaults(ctx);
  await insertAll(ctx, paymentTypes, [
    { merchant_id, name: "Bank transfer", kind: "other", sort_order: 3 },
    { merchant_id, name: "Mobile wallet", kind: "other", sort_order: 4 },
  ]);

  await insertAll(ctx, devices, [
    {
      merchant_id,
      name: "Card terminal – Innere Stadt",
      type: "card_terminal",
      serial_number: "CT-4471-0192",
      location_id: innere.id,
      status: "active",
      paired_at: ctx.setupAt,
      last_seen_at: at(ctx, 0, "08:55"),
    },
    {
      merchant_id,
      name: "Card terminal – Neubau",
      type: "card_terminal",
      serial_number: "CT-4471-0387",
      location_id: neubau.id,
      status: "active",
      paired_at: ctx.setupAt,
      last_seen_at: at(ctx, -1, "18:47"),
    },
    {
      merchant_id,
      name: "Receipt printer – Innere Stadt",
      type: "receipt_printer",
      serial_number: "RP-88-20417",
      location_id: innere.id,
      status: "active",
      paired_at: ctx.setupAt,
      last_seen_at: at(ctx, 0, "08:56"),
    },
  ]);

  await insertAll(ctx, billingDetails, [
    {
      merchant_id,
      legal_name: "Serenity Wellness GmbH",
      billing_email: "accounts@serenity-spa.example.com",
      address_line1: "Kärntner Straße 12",
      city: "Wien",
      region: "Wien",
      postcode: "1010",
      country_code: "AT",
      tax_number: "ATU73849215",
    },
  ]);

  await insertAll(ctx, onlineBookingSettings, [
    {
      merchant_id,
      enabled: true,
      slug: "serenity-spa-wien",
      slot_interval_minutes: 15,
      min_notice_minutes: 120,
      max_advance_days: 60,
      allow_team_member_selection: true,
      allow_any_team_member: true,
      client_cancel_notice_minutes: 1440,
      require_phone: true,
      important_info_text:
        "Please arrive 10 minutes early. Cancellations less than 24 hours before your appointment may be charged.",
      disabled_message:
        "Online booking is paused. Please call us on +43 1 512 3450.",
    },
  ]);

  await insertAll(ctx, voucherSettings, [
    {
      merchant_id,
      default_valid_for_value: 12,
      default_valid_for_unit: "months",
      code_length: 8,
      code_prefix: "SPA",
      allow_partial_redemption: true,
      redeemable_on_products: false,
      online_sales_enabled: true,
      terms_text:
        "Vouchers are valid at both Serenity locations until the expiry date shown. They cannot be exchanged for cash.",
    },
  ]);

  return { taxStandardId, taxZeroId, locations: [innere, neubau] };
}
