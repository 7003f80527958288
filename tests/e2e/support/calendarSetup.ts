import { api, createLocation, type Owner } from "./flows";

/** The calendar business's time zone (its location's; createLocation's default). */
export const CALENDAR_ZONE = "Europe/London";
/** The grid's scale: CSS px per minute (src/calendar/useGridDrag.ts). */
export const PX_PER_MINUTE = 1.6;

/** An appointment as the API answers it, as far as the calendar tests read it. */
export interface StoredAppointment {
  id: number;
  reference: string;
  status: string;
  start_at: string;
  end_at: string;
  services: {
    team_member_id: number;
    resource_id: number | null;
    start_at: string;
    duration_minutes: number;
  }[];
}

/** A business ready to book (test set-up through the API, not under test). */
export interface CalendarBusiness {
  locationId: number;
  anna: number;
  bea: number;
  serviceId: number;
  reasonId: number;
  /** A weekday in the future (YYYY-MM-DD, the location's date) on which both work 09:00–18:00. */
  date: string;
}

const WEEK = Object.fromEntries(
  ["mon", "tue", "wed", "thu", "fri", "sat"].map((d) => [
    d,
    [{ start: "09:00", end: "18:00" }],
  ]),
);

/** The next Tuesday at least two days ahead: never today, never a Sunday. */
export const bookingDate = (now = new Date()) => {
  const d = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2),
  );
  while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

export async function createCalendarBusiness(
  baseUrl: string,
  owner: Owner,
): Promise<CalendarBusiness> {
  const call = <T>(method: string, path: string, body?: unknown) =>
    api<T>(baseUrl, owner.token, method, `merchant/${path}`, body);
  const location = await createLocation(baseUrl, owner, "Calendar studio");
  const member = (first_name: string, colour: string, sort_order: number) =>
    call<{ id: number }>("POST", "team-members", {
      first_name,
      last_name: "Therapist",
      email: `${first_name.toLowerCase()}-${Date.now()}@example.com`,
      calendar_colour: colour,
      sort_order,
      location_ids: [location.id],
    });
  const anna = await member("Anna", "#C62828", 1);
  const bea = await member("Bea", "#1565C0", 2);
  const start = new Date(Date.now() - 7 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  for (const m of [anna, bea])
    await call("POST", "shift-patterns", {
      team_member_id: m.id,
      location_id: location.id,
      start_date: start,
      end_date: null,
      repeat_weeks: 1,
      weeks: [WEEK],
    });
  const type = await call<{ id: number }>("POST", "treatment-types", {
    name: "Massage",
  });
  const service = await call<{ id: number }>("POST", "services", {
    name: "Deep tissue",
    treatment_type_id: type.id,
    team_member_ids: [anna.id, bea.id],
    location_ids: [location.id],
    pricing_options: [
      {
        name: "60 min",
        duration_minutes: 60,
        price_type: "fixed",
        price: 6000,
      },
    ],
  });
  const reason = await call<{ id: number }>("POST", "cancellation-reasons", {
    name: "Client is ill",
    initiated_by: "client",
  });
  return {
    locationId: location.id,
    anna: anna.id,
    bea: bea.id,
    serviceId: service.id,
    reasonId: reason.id,
    date: bookingDate(),
  };
}
