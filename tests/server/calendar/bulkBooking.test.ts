import pg from "pg";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { checkBooking } from "../../../server/src/modules/calendar/bookingCheck";
import { loadAvailabilityContext } from "../../../server/src/modules/calendar/loadContext";
import {
  holdInContext,
  insertAppointments,
  type PlannedAppointment,
} from "../../../server/src/modules/appointments/insert";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { createMerchant } from "../support/builders";
import { createSalon, type Salon } from "../support/calendarFixtures";

/**
 * The path the demo seed takes (issue 9): one context for a long range,
 * checkBooking for each wanted appointment, holdInContext so the next checks
 * see it, then one bulk insertAppointments; statuses of the past.
 */
let t: TestApp;
let salon: Salon;

beforeAll(async () => {
  t = await buildTestApp();
  const { merchant } = await createMerchant(t.app);
  salon = await createSalon(t.app, merchant.id, { members: 3 });
});

describe("bulk booking through one context", () => {
  it("books many appointments in one transaction, refusing those that would overlap earlier ones", async () => {
    const m = salon.merchantId;
    const result = await t.app.db.transaction(async (tx) => {
      const ctx = await loadAvailabilityContext(tx, m, {
        locationId: salon.locationId,
        from: "2030-03-01",
        to: "2030-03-31",
      });
      let refused = 0;
      const planned: PlannedAppointment[] = [];
      for (let day = 1; day <= 28; day++)
        for (let hour = 9; hour < 17; hour++)
          for (const member of [...salon.memberIds, salon.memberIds[0]]) {
            const start = Date.UTC(2030, 2, day, hour, 0);
            const check = checkBooking(ctx, {
              channel: "in_store",
              lines: [
                {
                  service_id: salon.serviceId,
                  team_member_id: member,
                  start_at: start,
                },
              ],
            });
            if (!check.ok) {
              refused++;
              continue;
            }
            const p: PlannedAppointment = {
              location_id: salon.locationId,
              client_id: null,
              channel: "phone",
              notes: null,
              services: check.services,
              start: check.start,
              end: check.end,
              status: day < 10 ? "completed" : "booked",
            };
            // The next check sees this one before anything is stored.
            holdInContext(ctx, -(planned.length + 1), "(planned)", p.services);
            planned.push(p);
          }
      await insertAppointments(tx, m, planned, { notify: false });
      return { refused, booked: planned.length };
    });
    // 28 days × 8 hours × 3 members; the 4th request each hour repeats member 0.
    expect(result.booked).toBe(28 * 8 * 3);
    expect(result.refused).toBe(28 * 8);
    const refs = await t.app.db.execute<{
      n: number;
      distinct_refs: number;
    }>(sql`
      select count(*)::int as n, count(distinct reference)::int as distinct_refs
      from appointments where merchant_id = ${m}`);
    expect(refs.rows[0]).toEqual({ n: 28 * 8 * 3, distinct_refs: 28 * 8 * 3 });
  });

  it("inserts a batch at once with consecutive references, notifying each in order", async () => {
    const m = salon.merchantId;
    const listener = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await listener.connect();
    const heard: { appointment_id: number; start_at: string }[] = [];
    listener.on("notification", (n) => heard.push(JSON.parse(n.payload!)));
    await listener.query("listen calendar_changes");
    const ids = await t.app.db.transaction(async (tx) => {
      const ctx = await loadAvailabilityContext(tx, m, {
        locationId: salon.locationId,
        from: "2030-04-01",
        to: "2030-04-02",
      });
      const planned = salon.memberIds.map((member) => {
        const c = checkBooking(ctx, {
          channel: "online",
          lines: [
            {
              service_id: salon.serviceId,
              team_member_id: member,
              start_at: Date.UTC(2030, 3, 1, 9),
            },
          ],
        });
        if (!c.ok) throw new Error(JSON.stringify(c));
        return {
          location_id: salon.locationId,
          client_id: null,
          channel: "online" as const,
          notes: null,
          services: c.services,
          start: c.start,
          end: c.end,
        };
      });
      return insertAppointments(tx, m, planned, { context: ctx });
    });
    const nums = ids.map((r) => Number(r.reference.slice(2)));
    expect(nums).toEqual([nums[0], nums[0] + 1, nums[0] + 2]);
    await expect.poll(() => heard.length).toBe(3);
    await listener.end();
    expect(heard.map((h) => h.appointment_id)).toEqual(ids.map((r) => r.id));
    expect(heard.every((h) => h.start_at === "2030-04-01T09:00:00Z")).toBe(
      true,
    );
  });
});
