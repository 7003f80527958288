import {
  departments,
  invoiceSequences,
  locations,
  teamMemberLocations,
  teamMembers,
} from "../../../../server/src/db/schema";
import { unique, type AreaSamples, type Fixtures } from "./types";

const FAR_ID = 2_000_000_000;
/** Commission plans are one per member: each sample takes the next member of this pool. */
const PLAN_POOL = 30;

const member = (fx: Fixtures) => ({
  first_name: "Sample",
  last_name: `Member ${unique()}`,
  email: `member-${unique()}@example.com`,
  mobile: "+441234567891",
  job_title: "Therapist",
  calendar_colour: "#1E88E5",
  employment_start: "2024-01-15",
  bookable_online: true,
  sort_order: 3,
  location_ids: [fx.location],
  department_id: fx.department,
});

/** Distinct dates on every call, so one member's sample patterns never overlap. */
let slot = 0;
const day = (offset: number) =>
  new Date(Date.UTC(2031, 0, 6) + offset * 86_400_000)
    .toISOString()
    .slice(0, 10);
const nextWeek = () => {
  const n = slot++;
  return { start_date: day(n * 7), end_date: day(n * 7 + 6) };
};

const week = {
  mon: [
    { start: "09:00", end: "13:00" },
    { start: "14:00", end: "18:00" },
  ],
  tue: [{ start: "09:00", end: "17:00" }],
  sat: [],
};

const nextPlanMember = (fx: Fixtures) => {
  const n = (fx.planNext = ((fx.planNext ?? -1) + 1) % PLAN_POOL);
  return fx[`planMember${n}`];
};

const plan = (fx: Fixtures) => ({
  team_member_id: nextPlanMember(fx),
  deduct_discounts: true,
  rules: [
    {
      item_type: "service",
      enabled: true,
      rate_type: "percent",
      rate_pct: 12.5,
      fixed_amount: null,
      overrides: [
        {
          item_id: fx.service,
          excluded: false,
          rate_pct: 20,
          fixed_amount: null,
        },
      ],
    },
    {
      item_type: "product",
      enabled: true,
      rate_type: "fixed",
      rate_pct: null,
      fixed_amount: 150,
      overrides: [],
    },
    {
      item_type: "membership",
      enabled: true,
      rate_type: "tiered",
      rate_pct: null,
      fixed_amount: null,
      tiers: [
        { from: 0, to: 100_000, rate_pct: 5 },
        { from: 100_000, to: null, rate_pct: 7.5 },
      ],
      tier_period: "month",
      tier_mode: "progressive",
      overrides: [],
    },
  ],
});

/** Team area (service 16). */
export const teamSamples: AreaSamples = {
  fixtures: async (app, merchantId, fx) => {
    const db = app.db;
    const merchant_id = merchantId;
    if (fx.location === undefined) {
      fx.invoiceSequence ??= (
        await db
          .insert(invoiceSequences)
          .values({ merchant_id, name: `Main ${unique()}`, prefix: unique() })
          .returning()
      )[0].id;
      fx.location = (
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
          .returning()
      )[0].id;
    }
    fx.department ??= (
      await db
        .insert(departments)
        .values({ merchant_id, name: `Department ${unique()}` })
        .returning()
    )[0].id;
    fx.teamMember ??= (
      await db
        .insert(teamMembers)
        .values({ merchant_id, first_name: "Fixture", last_name: unique() })
        .returning()
    )[0].id;
    const pool = await db
      .insert(teamMembers)
      .values(
        Array.from({ length: PLAN_POOL }, (_, i) => ({
          merchant_id,
          first_name: "Pool",
          last_name: `Plan ${i}`,
          sort_order: 9000,
        })),
      )
      .returning({ id: teamMembers.id });
    pool.forEach((m, i) => (fx[`planMember${i}`] = m.id));
    await db
      .insert(teamMemberLocations)
      .values(
        [fx.teamMember, ...pool.map((m) => m.id)].map((team_member_id) => ({
          merchant_id,
          team_member_id,
          location_id: fx.location,
        })),
      )
      .onConflictDoNothing();
  },
  samplePayload: {
    "team-members": member,
    "shift-patterns": (fx) => ({
      team_member_id: fx.teamMember,
      location_id: fx.location,
      ...nextWeek(),
      repeat_weeks: 1,
      weeks: [week],
    }),
    "shift-overrides": (fx) => ({
      team_member_id: fx.teamMember,
      location_id: fx.location,
      date: nextWeek().start_date,
      intervals: [{ start: "10:00", end: "14:00" }],
      note: "Covers a colleague.",
    }),
    "time-off": (fx) => {
      const { start_date } = nextWeek();
      return {
        team_member_id: fx.teamMember,
        start_at: `${start_date}T09:00:00Z`,
        end_at: `${start_date}T17:00:00Z`,
        type: "training",
        note: "Product course.",
      };
    },
    "commission-plans": plan,
  },
  sampleUpdate: {
    "team-members": () => ({ job_title: `Senior ${unique()}`, sort_order: 7 }),
    "shift-patterns": () => ({
      weeks: [{ wed: [{ start: "10:00", end: "16:00" }] }],
    }),
    "shift-overrides": () => ({ intervals: [], note: "Day off" }),
    "time-off": () => ({ type: "sick", note: `Flu ${unique()}` }),
    "commission-plans": () => ({ deduct_discounts: false }),
  },
  invalidValues: {
    "team-members": [
      ["first_name", ""],
      ["first_name", "x".repeat(101)],
      ["email", "not-an-email"],
      ["mobile", "12ab"],
      ["calendar_colour", "red"],
      ["employment_start", "2020-13-45"],
      ["sort_order", -1],
      ["sort_order", 1.5],
      ["location_ids", [FAR_ID]],
      ["service_ids", [FAR_ID]],
      ["department_id", FAR_ID],
    ],
    "shift-patterns": [
      ["team_member_id", FAR_ID],
      ["location_id", FAR_ID],
      ["start_date", "2030-13-45"],
      ["end_date", "2000-01-01"],
      ["repeat_weeks", 5],
      ["repeat_weeks", 2],
      ["weeks", []],
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
    "shift-overrides": [
      ["team_member_id", FAR_ID],
      ["location_id", FAR_ID],
      ["date", "2030-13-01"],
      ["intervals", [{ start: "10:00", end: "09:00" }]],
      ["intervals", [{ start: "25:00", end: "26:00" }]],
      ["note", "x".repeat(501)],
    ],
    "time-off": [
      ["team_member_id", FAR_ID],
      ["start_at", "tomorrow"],
      ["end_at", "2000-01-01T00:00:00Z"],
      ["type", "holiday"],
      ["note", "x".repeat(501)],
    ],
    "commission-plans": [
      ["team_member_id", FAR_ID],
      ["deduct_discounts", "maybe"],
      ["rules", "x"],
      [
        "rules",
        [
          { item_type: "service", rate_pct: 10 },
          { item_type: "service", rate_pct: 5 },
        ],
      ],
    ],
  },
  richPayload: {
    "team-members": (fx) => ({
      ...member(fx),
      login_enabled: true,
      password: "Member-pass#2026",
      permissions: [3, 4],
    }),
  },
};
