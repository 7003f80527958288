import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  freeSlots,
  memberWorking,
} from "../../../server/src/modules/calendar/availability";
import { checkBooking } from "../../../server/src/modules/calendar/bookingCheck";
import {
  base,
  clock,
  clocksChangeNear,
  contextOf,
  MEMBER,
  MIN,
  modelValid,
  modelWorking,
  OPTION,
  RUNS,
  scenario,
  SERVICE,
  type Scenario,
} from "./calendarModel";

/**
 * Property tests of the availability module (issue 9) against the reference
 * model in calendarModel.ts. PROPERTY_RUNS sets the number of generated calendars
 * (small in the normal run; `npm run test:props` runs the full size).
 */
const slotsOf = (s: Scenario) =>
  freeSlots(contextOf(s), {
    serviceId: SERVICE,
    pricingOptionId: OPTION,
    date: s.date,
    channel: "in_store",
  })[0]?.slots ?? [];

describe("availability (property tests)", () => {
  it("every offered slot lies inside working time, on the grid, and overlaps nothing", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        for (const { start, minutes } of slotsOf(s)) {
          expect(minutes % s.slot).toBe(0);
          expect(clock(s.tz, start)).toEqual({ date: s.date, minutes });
          expect(modelValid(s, start)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("offers every valid start on the grid (days without a clock change)", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        fc.pre(!clocksChangeNear(s));
        const offered = new Set(slotsOf(s).map((x) => x.start));
        for (let t = base(s); t < base(s) + 48 * 60 * MIN; t += 5 * MIN) {
          const c = clock(s.tz, t);
          if (c.date !== s.date || c.minutes % s.slot) continue;
          expect(offered.has(t), new Date(t).toISOString()).toBe(
            modelValid(s, t),
          );
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("working time is exactly the model's, DST days included", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const working = memberWorking(contextOf(s), MEMBER, s.date);
        const inWorking = (t: number) =>
          working.some((w) => w.start <= t && t < w.end);
        for (let t = base(s); t < base(s) + 48 * 60 * MIN; t += 5 * MIN)
          expect(inWorking(t), new Date(t).toISOString()).toBe(
            modelWorking(s, t),
          );
      }),
      { numRuns: RUNS },
    );
  });

  it("the booking check accepts exactly the starts the model allows", () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 0, max: 430 }), (s, step) => {
        const t = base(s) + step * 5 * MIN;
        fc.pre(clock(s.tz, t).date === s.date);
        const r = checkBooking(contextOf(s), {
          channel: "in_store",
          lines: [{ service_id: SERVICE, team_member_id: MEMBER, start_at: t }],
        });
        expect(r.ok, JSON.stringify(r)).toBe(modelValid(s, t));
      }),
      { numRuns: RUNS * 3 },
    );
  });
});
