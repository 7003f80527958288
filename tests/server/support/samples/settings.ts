import { and, eq } from "drizzle-orm";
import {
  departments,
  locations,
  outboxMessages,
  taxRates,
} from "../../../../server/src/db/schema";
import { enqueueMail } from "../../../../server/src/modules/outbox/enqueue";
import { createMerchantDefaults } from "../../../../server/src/modules/settings/merchantDefaults";
import { unique, type AreaSamples, type Fixtures } from "./types";

const BIG_ID = 2_000_000_000;

/** A full week as the API sends it back (every day, sorted intervals). */
export const WEEK = {
  mon: [
    { start: "09:00", end: "12:30" },
    { start: "13:30", end: "18:00" },
  ],
  tue: [{ start: "09:00", end: "18:00" }],
  wed: [{ start: "09:00", end: "18:00" }],
  thu: [{ start: "09:00", end: "20:00" }],
  fri: [{ start: "09:00", end: "18:00" }],
  sat: [{ start: "10:00", end: "16:00" }],
  sun: [],
};

/** Locations without tip settings, one per tip-settings sample (one row per location). */
const TIP_POOL = 40;

const locationValues = (fx: Fixtures, name: string) => ({
  name,
  address_line1: "1 High Street",
  city: "London",
  country_code: "GB",
  timezone: "Europe/London",
  opening_hours: WEEK,
  default_service_tax_rate_id: fx.taxRate,
  default_product_tax_rate_id: fx.taxRate,
});

const fixtureLocation = (merchantId: number, fx: Fixtures, name: string) => ({
  ...locationValues(fx, name),
  merchant_id: merchantId,
  invoice_sequence_id: fx.invoiceSequence,
});

/** Settings area (service 14): runs first, so it creates what the other areas point at. */
export const settingsSamples: AreaSamples = {
  fixtures: async (app, merchantId, fx) => {
    const [standard, zero] = await app.db
      .insert(taxRates)
      .values([
        { merchant_id: merchantId, name: "Standard", rate_pct: "20" },
        { merchant_id: merchantId, name: "Zero", rate_pct: "0" },
      ])
      .returning({ id: taxRates.id });
    fx.taxRate = standard.id;
    fx.taxRateZero = zero.id;
    // As at sign-up, with "Central" as the merchant's first location.
    const defaults = await createMerchantDefaults(
      app.db,
      merchantId,
      locationValues(fx, "Central"),
    );
    fx.invoiceSequence = defaults.invoiceSequenceId;
    fx.paymentTypeCash = defaults.paymentTypeIds.cash;
    fx.paymentTypeCard = defaults.paymentTypeIds.card;
    fx.paymentTypeVoucher = defaults.paymentTypeIds.voucher;
    fx.location = defaults.locationId;
    const [second] = await app.db
      .insert(locations)
      .values(fixtureLocation(merchantId, fx, "Riverside"))
      .returning({ id: locations.id });
    fx.location2 = second.id;
    const [department] = await app.db
      .insert(departments)
      .values({
        merchant_id: merchantId,
        name: "Hair",
        location_id: fx.location,
      })
      .returning({ id: departments.id });
    fx.department = department.id;
    const pool = await app.db
      .insert(locations)
      .values(
        Array.from({ length: TIP_POOL }, (_, i) =>
          fixtureLocation(merchantId, fx, `Tip fixture ${i + 1}`),
        ),
      )
      .returning({ id: locations.id });
    pool.forEach((row, i) => (fx[`tipLocation${i}`] = row.id));
    fx.tipNext = 0;
  },
  samplePayload: {
    locations: (fx) => ({
      name: `Studio ${unique()}`,
      address_line1: "22 Market Square",
      address_line2: "First floor",
      city: "Bristol",
      region: "Avon",
      postcode: "BS1 1AA",
      country_code: "GB",
      timezone: "Europe/London",
      phone: "+441174960000",
      email: `studio-${unique()}@example.com`,
      opening_hours: WEEK,
      default_service_tax_rate_id: fx.taxRate,
      default_product_tax_rate_id: fx.taxRateZero,
      invoice_sequence_id: fx.invoiceSequence,
      online_booking_enabled: true,
    }),
    "close-dates": (fx) => ({
      start_date: "2026-12-24",
      end_date: "2026-12-26",
      description: `Holidays ${unique()}`,
      location_ids: [fx.location],
    }),
    departments: (fx) => ({
      name: `Department ${unique()}`,
      location_id: fx.location,
    }),
    "invoice-sequences": () => ({
      name: `Sequence ${unique()}`,
      prefix: `S${unique().toUpperCase()}-`,
      next_number: 120,
      padding: 5,
    }),
    "tax-rates": () => ({ name: `Reduced ${unique()}`, rate_pct: 12.5 }),
    "tip-settings": (fx) => ({
      location_id: fx[`tipLocation${fx.tipNext++}`],
      enabled: true,
      suggested_pct: [10, 15, 20],
      allow_custom: true,
      calculate_on: "before_tax",
    }),
    "payment-types": () => ({
      name: `Bank transfer ${unique()}`,
      kind: "other",
      sort_order: 5,
    }),
    devices: (fx) => ({
      name: `Terminal ${unique()}`,
      type: "card_terminal",
      serial_number: `SN-${unique()}`,
      location_id: fx.location,
      status: "active",
      paired_at: "2026-01-05T10:00:00Z",
    }),
  },
  sampleUpdate: {
    locations: () => ({ city: "Leeds", online_booking_enabled: false }),
    "close-dates": () => ({
      description: `Moved ${unique()}`,
      end_date: "2026-12-27",
    }),
    departments: () => ({ name: `Renamed ${unique()}` }),
    "invoice-sequences": () => ({ name: `Renamed ${unique()}` }),
    "tax-rates": () => ({ rate_pct: 7.5 }),
    "tip-settings": () => ({ enabled: false, suggested_pct: [5, 12.5, 25] }),
    "payment-types": () => ({ name: `Renamed ${unique()}`, sort_order: 9 }),
    devices: () => ({
      status: "offline",
      last_seen_at: "2026-02-01T08:30:00Z",
    }),
  },
  invalidValues: {
    locations: [
      ["name", ""],
      ["name", "x".repeat(121)],
      ["address_line1", "  "],
      ["city", ""],
      ["timezone", "Mars/Olympus"],
      ["country_code", "XX"],
      ["email", "not-an-email"],
      ["phone", "call me"],
      ["opening_hours", "always"],
      ["opening_hours", { mon: [{ start: "10:00", end: "09:00" }] }],
      [
        "opening_hours",
        {
          tue: [
            { start: "09:00", end: "13:00" },
            { start: "12:00", end: "18:00" },
          ],
        },
      ],
      ["opening_hours", { mon: [{ start: "9:00", end: "18:00" }] }],
      ["opening_hours", { funday: [] }],
      ["default_service_tax_rate_id", BIG_ID],
      ["invoice_sequence_id", BIG_ID],
      ["invoice_sequence_id", null],
      ["online_booking_enabled", "yes"],
    ],
    "close-dates": [
      ["start_date", "2026-13-01"],
      ["end_date", "24/12/2026"],
      ["end_date", "2020-01-01"],
      ["description", ""],
      ["location_ids", []],
      ["location_ids", [BIG_ID]],
    ],
    departments: [
      ["name", ""],
      ["name", "x".repeat(101)],
      ["location_id", BIG_ID],
      ["manager_team_member_id", BIG_ID],
    ],
    "invoice-sequences": [
      ["name", ""],
      ["prefix", "INV 2026"],
      ["prefix", "X".repeat(21)],
      ["next_number", 0],
      ["next_number", 1.5],
      ["padding", 0],
      ["padding", 13],
    ],
    "tax-rates": [
      ["name", ""],
      ["rate_pct", -1],
      ["rate_pct", 100.5],
      ["rate_pct", 12.34567],
    ],
    "tip-settings": [
      ["suggested_pct", [15, 10]],
      ["suggested_pct", [4]],
      ["suggested_pct", [101]],
      ["suggested_pct", [5, 10, 15, 20, 25, 30]],
      ["location_id", BIG_ID],
      ["calculate_on", "sometimes"],
    ],
    "payment-types": [
      ["name", ""],
      ["kind", "cheque"],
      ["kind", "voucher"],
      ["sort_order", -1],
      ["sort_order", 1.5],
    ],
    devices: [
      ["name", ""],
      ["type", "fax"],
      ["status", "lost"],
      ["location_id", BIG_ID],
      ["paired_at", "yesterday"],
      ["serial_number", "bad*serial"],
    ],
  },
  insertRow: {
    /** A queued message (modules/outbox: written by enqueueMail, listed by the owner). */
    outbox: async (app, merchantId) => {
      const id = await enqueueMail(app.db, {
        merchantId,
        kind: "purchase_order",
        to: `supplier-${unique()}@example.com`,
        subject: `Purchase order ${unique()}`,
        text: "The order.",
      });
      const [row] = await app.db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.merchant_id, merchantId),
            eq(outboxMessages.id, id),
          ),
        );
      return row;
    },
  },
};
