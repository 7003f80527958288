import type { FastifyInstance } from "fastify";
import { createSalon } from "../calendarFixtures";
import type { AreaSamples, Fixtures } from "./types";

/**
 * Appointments for the resource matrices. Booking needs a location with
 * opening hours, members with shifts and a service they perform: a salon
 * (calendarFixtures.createSalon) that the matrices create for their
 * merchants with `prepareCalendarFixtures`, not every test merchant.
 */
export async function calendarFixtures(
  app: FastifyInstance,
  merchantId: number,
  fx: Fixtures,
) {
  if (fx.calendarLocation !== undefined) return;
  const salon = await createSalon(app, merchantId, { members: 1 });
  fx.calendarLocation = salon.locationId;
  fx.calendarMember = salon.memberIds[0];
  fx.calendarService = salon.serviceId;
  fx.calendarPricingOption = salon.pricingOptionId;
}

const DAY = 86_400_000;
const FIRST = Date.parse("2031-03-03T10:00:00Z");
let booked = 0;

/** One service at 10:00 (London, 09:00–18:00) on a day of its own, so no two samples overlap. */
function booking(fx: Fixtures) {
  if (fx.calendarLocation === undefined)
    throw new Error(
      "appointments samples need prepareCalendarFixtures(app, merchantId) in the test's beforeAll",
    );
  return {
    location_id: fx.calendarLocation,
    new_client: { first_name: "Matrix", last_name: "Client" },
    services: [
      {
        service_id: fx.calendarService,
        team_member_id: fx.calendarMember,
        start_at: new Date(FIRST + booked++ * DAY).toISOString(),
      },
    ],
  };
}

/** A blocked time of the calendar member, an hour at 12:00 on a day of its own. */
function blocked(fx: Fixtures, kind = "lunch") {
  const at = booking(fx).services[0].start_at;
  const start = Date.parse(at) + 2 * 3_600_000;
  return {
    location_id: fx.calendarLocation,
    team_member_id: fx.calendarMember,
    kind,
    title: "Matrix",
    start_at: new Date(start).toISOString(),
    end_at: new Date(start + 3_600_000).toISOString(),
  };
}

export const calendarSamples: AreaSamples = {
  samplePayload: {
    appointments: booking,
    "blocked-times": (fx) => blocked(fx),
  },
  // PUT replaces the services: the same booking moved to another free day, with notes.
  sampleUpdate: {
    appointments: (fx) => {
      const { new_client: _, ...body } = booking(fx);
      return { ...body, notes: "Moved by the matrix" };
    },
    "blocked-times": (fx) => blocked(fx, "meeting"),
  },
  invalidValues: {
    appointments: [["channel", "fax"]],
    "blocked-times": [["kind", "nap"]],
  },
  serverOwned: {
    appointments: () => ({
      reference: "A-999999",
      status: "completed",
      cancelled_by: "client",
      cancelled_at: "2000-01-01T00:00:00.000Z",
      cancellation_reason_id: 999_999,
      is_late_cancellation: true,
      sale_id: 999_999,
      created_by: 999_999,
    }),
    "blocked-times": () => ({ created_by: 999_999 }),
  },
};
