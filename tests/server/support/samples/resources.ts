import {
  invoiceSequences,
  locations,
  resourceCategories,
  resources,
  services,
  treatmentTypes,
} from "../../../../server/src/db/schema";
import { unique, type AreaSamples, type Fixtures } from "./types";

const FAR_ID = 2_000_000_000;

/** Distinct dates on every call, so sample hours of one resource never overlap. */
let slot = 0;
const day = (offset: number) =>
  new Date(Date.UTC(2030, 0, 1) + offset * 86_400_000)
    .toISOString()
    .slice(0, 10);
const nextRange = () => {
  const n = slot++;
  return { start_date: day(n * 10), end_date: day(n * 10 + 6) };
};

const week = {
  mon: [
    { start: "09:00", end: "13:00" },
    { start: "14:00", end: "18:00" },
  ],
  tue: [{ start: "09:00", end: "17:00" }],
  sat: [],
};

const resource = (fx: Fixtures) => ({
  name: `Room ${unique()}`,
  location_id: fx.location,
  resource_category_id: fx.resourceCategory,
  code: "R1",
  description: "Quiet room with a massage bed.",
  calendar_colour: "#8E24AA",
  capacity: 2,
  sort_order: 2,
  service_ids: [fx.service],
});

/** Resources area (service 17). */
export const resourcesSamples: AreaSamples = {
  fixtures: async (app, merchantId, fx) => {
    const db = app.db;
    fx.invoiceSequence ??= (
      await db
        .insert(invoiceSequences)
        .values({ merchant_id: merchantId, name: "Main" })
        .returning()
    )[0].id;
    fx.location ??= (
      await db
        .insert(locations)
        .values({
          merchant_id: merchantId,
          name: "Fixture location",
          address_line1: "1 High Street",
          city: "London",
          timezone: "Europe/London",
          opening_hours: { mon: [{ start: "09:00", end: "18:00" }] },
          invoice_sequence_id: fx.invoiceSequence,
        })
        .returning()
    )[0].id;
    fx.treatmentType ??= (
      await db
        .insert(treatmentTypes)
        .values({ merchant_id: merchantId, name: "Fixture treatment type" })
        .returning()
    )[0].id;
    fx.service ??= (
      await db
        .insert(services)
        .values({
          merchant_id: merchantId,
          name: "Fixture service",
          treatment_type_id: fx.treatmentType,
        })
        .returning()
    )[0].id;
    fx.resourceCategory ??= (
      await db
        .insert(resourceCategories)
        .values({ merchant_id: merchantId, name: "Fixture rooms" })
        .returning()
    )[0].id;
    fx.resource ??= (
      await db
        .insert(resources)
        .values({
          merchant_id: merchantId,
          name: "Fixture room",
          location_id: fx.location,
        })
        .returning()
    )[0].id;
  },
  samplePayload: {
    resources: resource,
    "resource-categories": () => ({
      name: `Category ${unique()}`,
      description: "Rooms for treatments.",
      colour: "#43A047",
    }),
    "resource-working-hours": (fx) => ({
      resource_id: fx.resource,
      ...nextRange(),
      repeat_weeks: 1,
      weeks: [week],
    }),
    "resource-hour-overrides": (fx) => ({
      resource_id: fx.resource,
      date: nextRange().start_date,
      intervals: [{ start: "10:00", end: "14:00" }],
      note: "Maintenance in the afternoon.",
    }),
  },
  sampleUpdate: {
    resources: () => ({ name: `Renamed ${unique()}`, code: "R2", capacity: 3 }),
    "resource-categories": () => ({ name: `Renamed ${unique()}` }),
    "resource-working-hours": () => ({
      weeks: [{ wed: [{ start: "10:00", end: "16:00" }] }],
    }),
    "resource-hour-overrides": () => ({ intervals: [], note: "Closed" }),
  },
  invalidValues: {
    resources: [
      ["name", ""],
      ["name", "x".repeat(101)],
      ["location_id", null],
      ["location_id", FAR_ID],
      ["resource_category_id", FAR_ID],
      ["calendar_colour", "red"],
      ["code", "x".repeat(11)],
      ["service_ids", [FAR_ID]],
      ["sort_order", -1],
      ["capacity", 0],
      ["capacity", 51],
      ["capacity", 1.5],
      ["capacity", null],
    ],
    "resource-categories": [
      ["name", ""],
      ["name", "x".repeat(101)],
      ["colour", "blue"],
    ],
    "resource-working-hours": [
      ["resource_id", FAR_ID],
      ["start_date", "2030-13-45"],
      ["end_date", "2000-01-01"],
      ["repeat_weeks", 5],
      ["weeks", []],
      ["weeks", [{}, {}]],
      ["weeks", [{ mon: [{ start: "9:00", end: "10:00" }] }]],
      ["weeks", [{ mon: [{ start: "22:00", end: "02:00" }] }]],
      [
        "weeks",
        [
          {
            tue: [
              { start: "09:00", end: "12:00" },
              { start: "11:00", end: "15:00" },
            ],
          },
        ],
      ],
      ["weeks", [{ someday: [] }]],
    ],
    "resource-hour-overrides": [
      ["resource_id", FAR_ID],
      ["date", "2030-13-01"],
      ["intervals", [{ start: "10:00", end: "09:00" }]],
      ["intervals", [{ start: "25:00", end: "26:00" }]],
      ["note", "x".repeat(501)],
    ],
  },
};
