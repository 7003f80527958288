import type { FastifyInstance } from "fastify";
import {
  invoiceSequences,
  locations,
  resources,
  serviceLocations,
  servicePricingOptions,
  services,
  serviceTeamMembers,
  taxRates,
  teamMembers,
  treatmentTypes,
} from "../../../../server/src/db/schema";
import { unique, type AreaSamples, type Fixtures } from "./types";

/**
 * Rows the services samples point at, for one merchant: a treatment type, a
 * location, a tax rate, a team member, a resource and a service (earlier
 * areas may have created some of them already).
 */
async function servicesFixtures(
  app: FastifyInstance,
  merchantId: number,
  fx: Fixtures,
) {
  const db = app.db;
  const merchant_id = merchantId;
  const id = <T extends { id: number }>(rows: T[]) => rows[0].id;
  if (fx.location === undefined) {
    fx.invoiceSequence ??= id(
      await db
        .insert(invoiceSequences)
        .values({ merchant_id, name: `Main ${unique()}`, prefix: unique() })
        .returning(),
    );
    fx.location = id(
      await db
        .insert(locations)
        .values({
          merchant_id,
          name: `Location ${unique()}`,
          address_line1: "1 High Street",
          city: "London",
          timezone: "Europe/London",
          opening_hours: { mon: [{ start: "09:00", end: "18:00" }] },
          invoice_sequence_id: fx.invoiceSequence,
        })
        .returning(),
    );
  }
  fx.taxRate ??= id(
    await db
      .insert(taxRates)
      .values({ merchant_id, name: `VAT ${unique()}`, rate_pct: "20" })
      .returning(),
  );
  fx.teamMember ??= id(
    await db
      .insert(teamMembers)
      .values({ merchant_id, first_name: "Fixture", last_name: unique() })
      .returning(),
  );
  fx.resource ??= id(
    await db
      .insert(resources)
      .values({
        merchant_id,
        name: `Room ${unique()}`,
        location_id: fx.location,
      })
      .returning(),
  );
  fx.treatmentType ??= id(
    await db
      .insert(treatmentTypes)
      .values({ merchant_id, name: `Massage ${unique()}` })
      .returning(),
  );
  if (fx.service === undefined) {
    fx.service = id(
      await db
        .insert(services)
        .values({
          merchant_id,
          name: `Fixture service ${unique()}`,
          treatment_type_id: fx.treatmentType,
        })
        .returning(),
    );
    await db.insert(servicePricingOptions).values({
      merchant_id,
      service_id: fx.service,
      duration_minutes: 60,
      price: 5000,
    });
    await db.insert(serviceLocations).values({
      merchant_id,
      service_id: fx.service,
      location_id: fx.location,
    });
    await db.insert(serviceTeamMembers).values({
      merchant_id,
      service_id: fx.service,
      team_member_id: fx.teamMember,
    });
  }
}

const service = (fx: Fixtures) => ({
  name: `Deep tissue ${unique()}`,
  description: "Firm pressure massage.",
  treatment_type_id: fx.treatmentType,
  extra_time_type: "processing_after",
  extra_time_minutes: 15,
  resources_required: true,
  online_booking_enabled: true,
  voucher_sales_enabled: true,
  commission_enabled: false,
  // At most the lowest price below (the 60 min special price, 5000).
  deposit_type: "fixed",
  deposit_amount: 2000,
  deposit_percent: null,
  tax_rate_id: fx.taxRate,
  colour: "#8E24AA",
  sort_order: 2,
  team_member_ids: [fx.teamMember],
  location_ids: [fx.location],
  resource_ids: [fx.resource],
  pricing_options: [
    {
      name: "60 min",
      duration_minutes: 60,
      price_type: "fixed",
      price: 6000,
      special_price: 5000,
    },
    {
      name: "90 min",
      duration_minutes: 90,
      price_type: "from",
      price: 8500,
      special_price: null,
    },
  ],
});

const membership = (fx: Fixtures) => ({
  name: `Spa club ${unique()}`,
  description: "Ten massages a year.",
  terms: "Not transferable.",
  colour: "#00897B",
  services_scope: "selected",
  service_ids: [fx.service],
  session_type: "limited",
  sessions_count: 10,
  valid_for_value: 12,
  valid_for_unit: "months",
  price: 45000,
  tax_rate_id: fx.taxRate,
  location_ids: [fx.location],
  online_sales_enabled: true,
  commission_enabled: false,
});

const availability = (fx: Fixtures) => ({
  service_id: fx.service,
  location_id: fx.location,
  rules: [
    { weekday: 1, start: "09:00", end: "12:00" },
    { weekday: 1, start: "13:00", end: "17:30" },
    { weekday: 6, start: "10:00", end: "14:00" },
  ],
  date_from: "2026-01-01",
  date_to: "2026-12-31",
  channels: "online",
});

/** Services area (service 15). */
export const servicesSamples: AreaSamples = {
  fixtures: servicesFixtures,
  samplePayload: {
    "treatment-types": () => ({
      name: `Facial ${unique()}`,
      description: "Skin care treatments.",
      colour: "#E91E63",
      sort_order: 1,
    }),
    services: service,
    memberships: membership,
    "service-availability": availability,
  },
  sampleUpdate: {
    "treatment-types": () => ({ name: `Body ${unique()}`, sort_order: 4 }),
    services: () => ({
      description: `Updated ${unique()}`,
      online_booking_enabled: false,
      deposit_amount: 4000,
    }),
    memberships: () => ({ price: 50000, valid_for_unit: "years" }),
    "service-availability": () => ({ channels: "in_store" }),
  },
  invalidValues: {
    "treatment-types": [
      ["name", ""],
      ["name", "x".repeat(101)],
      ["colour", "pink"],
      ["sort_order", -1],
    ],
    services: [
      ["name", ""],
      ["name", "   "],
      ["treatment_type_id", 2_000_000_000],
      ["extra_time_type", "sometimes"],
      ["extra_time_minutes", 3],
      ["extra_time_minutes", 121],
      ["colour", "purple"],
      ["pricing_options", []],
      ["team_member_ids", []],
      ["location_ids", []],
      ["resource_ids", [2_000_000_000]],
      ["tax_rate_id", 2_000_000_000],
      ["deposit_type", "sometimes"],
      ["deposit_type", null],
      ["deposit_amount", 0],
      ["deposit_amount", -100],
      ["deposit_amount", 12.5],
      ["deposit_amount", null],
      // Above the lowest price of the sample (5000) and above the money maximum.
      ["deposit_amount", 5001],
      ["deposit_amount", 1_000_000_000_001],
      ["deposit_percent", 0],
      ["deposit_percent", 101],
      ["deposit_percent", 12.5],
    ],
    memberships: [
      ["name", ""],
      ["session_type", "some"],
      ["sessions_count", 0],
      ["valid_for_value", 0],
      ["valid_for_unit", "weeks"],
      ["price", -1],
      ["price", 1.5],
      ["services_scope", "few"],
      ["location_ids", []],
      ["service_ids", [2_000_000_000]],
    ],
    "service-availability": [
      ["service_id", 2_000_000_000],
      ["location_id", 2_000_000_000],
      ["rules", []],
      ["channels", "phone"],
      ["date_from", "2026-02-30"],
      ["date_to", "31/12/2026"],
    ],
  },
};
