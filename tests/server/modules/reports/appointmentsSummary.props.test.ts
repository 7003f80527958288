import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { cancellationReasons } from "../../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createMerchant, type TestUser } from "../../support/builders";
import { createSalon } from "../../support/calendarFixtures";
import { propertyRuns } from "../../support/propertyRuns";
import {
  allRows,
  bookAll,
  report,
  type TestAppointment,
} from "../../support/reports";

/**
 * Appointments summary against the appointments list, for random
 * appointments (one to three services, any status and channel, three team
 * members) at a fresh location in Auckland, over random ranges: the
 * summary's totals are what the list says (services = its rows, value =
 * Σ price, appointments and statuses = distinct appointments), and the
 * groups add up to the totals wherever a group holds each service once.
 */

let t: TestApp;
let owner: TestUser;
let M: number;
let reason: number;
/** A start no other run uses: services never overlap (the exclusion constraints). */
let slot = Date.parse("2026-05-01T00:00:00Z");

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  M = m.merchant.id;
  [{ id: reason }] = await t.app.db
    .insert(cancellationReasons)
    .values({ merchant_id: M, name: "Other" })
    .returning();
});

const STATUSES = [
  "booked",
  "confirmed",
  "completed",
  "cancelled",
  "no_show",
] as const;
const CHANNELS = ["in_store", "phone", "online", "walk_in"] as const;

const appointment = fc.record({
  status: fc.constantFrom(...STATUSES),
  channel: fc.constantFrom(...CHANNELS),
  services: fc.array(
    fc.record({
      member: fc.integer({ min: 0, max: 2 }),
      price: fc.integer({ min: 0, max: 20_000 }),
      minutes: fc.constantFrom(15, 30, 60, 90),
      requested: fc.boolean(),
      /**
       * Hours after the previous service's start: spreads them over days;
       * at least 2, so that a 90-minute service has ended by then.
       */
      gap: fc.integer({ min: 2, max: 30 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});

describe("appointments-summary against appointments-list (property)", () => {
  it("has the list's totals, and groups that add up to them", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(appointment, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 10 }),
        async (list, startDay, length) => {
          const salon = await createSalon(t.app, M, {
            timezone: "Pacific/Auckland",
            members: 3,
          });
          const first = slot;
          const appts: TestAppointment[] = list.map((a) => ({
            locationId: salon.locationId,
            status: a.status,
            channel: a.channel,
            ...(a.status === "cancelled"
              ? {
                  reasonId: reason,
                  cancelledAt: new Date(first).toISOString(),
                  cancelledBy: "client" as const,
                }
              : {}),
            services: a.services.map((s) => {
              slot += s.gap * 3_600_000;
              return {
                serviceId: salon.serviceId,
                pricingOptionId: salon.pricingOptionId,
                start: new Date(slot).toISOString(),
                minutes: s.minutes,
                memberId: salon.memberIds[s.member],
                price: s.price,
                requested: s.requested,
              };
            }),
          }));
          slot += 48 * 3_600_000;
          await bookAll(t.app, M, appts);
          const base = new Date(first).toISOString().slice(0, 10);
          const day = (n: number) =>
            new Date(Date.parse(`${base}T00:00:00Z`) + n * 86_400_000)
              .toISOString()
              .slice(0, 10);
          const q = {
            from: day(startDay),
            to: day(startDay + length),
            location_id: salon.locationId,
          };

          const { rows, body: listed } = await allRows(
            t,
            owner.token,
            "appointments-list",
            q,
          );
          expect(rows.length).toBe(listed.total);
          const refs = (f: (r: Record<string, unknown>) => boolean) =>
            new Set(rows.filter(f).map((r) => r.reference)).size;
          const sum = rows.reduce((s, r) => s + Number(r.price), 0);
          const expected = {
            appointments: refs(() => true),
            services_booked: rows.length,
            value: sum,
            value_completed: rows
              .filter((r) => r.status === "completed")
              .reduce((s, r) => s + Number(r.price), 0),
            completed: refs((r) => r.status === "completed"),
            cancelled: refs((r) => r.status === "cancelled"),
            no_show: refs((r) => r.status === "no_show"),
          };
          expect(listed.totals.price).toBe(sum);

          for (const group_by of [
            "team_member",
            "service",
            "location",
            "channel",
            "status",
          ]) {
            const summary = await report(
              t,
              owner.token,
              "appointments-summary",
              { ...q, group_by },
            );
            expect(summary.totals, group_by).toMatchObject(expected);
            // Each service is in exactly one group: services and value add up.
            const add = (k: string) =>
              summary.rows.reduce((s, r) => s + Number(r[k]), 0);
            expect(add("services_booked")).toBe(expected.services_booked);
            expect(add("value")).toBe(expected.value);
            expect(add("value_completed")).toBe(expected.value_completed);
            // Appointments are counted once per group: at least once overall, at most once per service.
            expect(add("appointments")).toBeGreaterThanOrEqual(
              expected.appointments,
            );
            expect(add("appointments")).toBeLessThanOrEqual(
              expected.services_booked,
            );
            // Grouped by what the whole appointment shares, each appointment is in one group.
            if (["location", "channel", "status"].includes(group_by)) {
              expect(add("appointments")).toBe(expected.appointments);
              expect(add("completed")).toBe(expected.completed);
            }
          }
        },
      ),
      { numRuns: propertyRuns(5) },
    );
  });
});
