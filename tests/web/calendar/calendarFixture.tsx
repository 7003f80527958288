import { vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { CalendarPage } from "../../../src/calendar/CalendarPage";
import type { CalendarFrame } from "../../../src/calendar/calendarTypes";
import { renderWithAdmin } from "../support/renderWithAdmin";

/** The calendar page on one day (Anna and Bea at Mitte, one booking) with a fake data provider. */
export const DAY = "2026-11-25";
const frame: CalendarFrame = {
  time_zone: "Europe/Berlin",
  location: { id: 3, name: "Mitte" },
  days: [
    {
      date: DAY,
      open: [
        { start_at: `${DAY}T07:00:00.000Z`, end_at: `${DAY}T18:00:00.000Z` },
      ],
      close_date: null,
    },
  ],
  team_members: [
    {
      id: 1,
      name: "Anna",
      colour: "#e53935",
      department_id: null,
      sort_order: 1,
      working: [
        { start_at: `${DAY}T08:00:00.000Z`, end_at: `${DAY}T16:00:00.000Z` },
      ],
      time_off: [],
    },
    {
      id: 2,
      name: "Bea",
      colour: "#1e88e5",
      department_id: null,
      sort_order: 2,
      working: [
        { start_at: `${DAY}T08:00:00.000Z`, end_at: `${DAY}T12:00:00.000Z` },
      ],
      time_off: [],
    },
  ],
  resources: [],
};
export const booked = {
  id: 5,
  reference: "A-000005",
  client_id: 9,
  client: {
    id: 9,
    first_name: "Ada",
    last_name: "Lovelace",
    mobile: null,
    email: null,
  },
  location_id: 3,
  status: "confirmed",
  channel: "phone",
  start_at: `${DAY}T13:00:00.000Z`,
  end_at: `${DAY}T14:00:00.000Z`,
  notes: null,
  cancellation_reason_id: null,
  cancelled_at: null,
  cancelled_by: null,
  is_late_cancellation: false,
  services: [
    {
      id: 51,
      service_id: 10,
      service_name: "Massage",
      pricing_option_id: 100,
      pricing_option_name: null,
      team_member_id: 2,
      resource_id: null,
      start_at: `${DAY}T13:00:00.000Z`,
      end_at: `${DAY}T14:00:00.000Z`,
      duration_minutes: 60,
      extra_time_type: "none",
      extra_time_minutes: 0,
      price: 5000,
      is_requested_member: false,
      sequence: 1,
    },
  ],
};

const lists: Record<string, object[]> = {
  locations: [{ id: 3, name: "Mitte", timezone: "Europe/Berlin" }],
  departments: [],
};
/** What `calendar/entries` answers: the day's appointments and blocked times. */
export const entries = {
  time_zone: "Europe/Berlin",
  appointments: [booked],
  blocked_times: [] as object[],
};
/** What `calendar/services` answers: the services to book with their options. */
const services = [
  {
    id: 10,
    name: "Massage",
    treatment_type_id: 1,
    treatment_type: { id: 1, name: "Massages", sort_order: 0 },
    team_member_ids: [1, 2],
    location_ids: [3],
    pricing_options: [
      { id: 100, name: null, duration_minutes: 60, price: 5000 },
    ],
  },
];

export const setup = (
  sendJson = vi.fn(async () => ({ ...booked, id: 6, reference: "A-000006" })),
  /** Answers of `calendar/<path>` that replace the ones above. */
  answers: Record<string, unknown> = {},
  /** More of the address (`&appointment=5`), and the dataProvider's getOne. */
  more: { query?: string; getOne?: (...args: unknown[]) => unknown } = {},
) => {
  const getJson = vi.fn(
    async (_resource: string, { path }: { path?: string }) =>
      path !== undefined && path in answers
        ? answers[path]
        : path === "frame"
          ? frame
          : path === "services"
            ? services
            : path === "entries"
              ? entries
              : [],
  );
  const getList = vi.fn(async (resource: string) => ({
    data: lists[resource] ?? [],
    total: (lists[resource] ?? []).length,
  }));
  window.location.hash = `#/calendar?date=${DAY}${more.query ?? ""}`;
  renderWithAdmin(<CalendarPage />, {
    dataProvider: { getJson, getList, sendJson, getOne: more.getOne } as never,
  });
  return { getJson, getList, sendJson };
};

export const chooseOption = async (label: string, option: string | RegExp) => {
  await userEvent.click(screen.getByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
};

/** react-admin logs a rejected dataProvider call in development; that log is expected for refusals. */
export const allowLoggedRefusals = () => {
  const log = console.error;
  console.error = (...args: unknown[]) => {
    if (!(args[0] instanceof HttpError)) log(...args);
  };
};
