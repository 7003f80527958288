import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { CalendarPage } from "../../../src/calendar/CalendarPage";
import type { CalendarFrame } from "../../../src/calendar/calendarTypes";
import { renderWithAdmin } from "../support/renderWithAdmin";
import { signIn } from "../support/builders";

const DAY = "2026-11-25";
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
const booked = {
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
  appointments: [booked],
};
/** What `calendar/services` answers: the services to book with their options. */
const services = [
  {
    id: 10,
    name: "Massage",
    pricing_options: [
      { id: 100, name: null, duration_minutes: 60, price: 5000 },
    ],
  },
];

const setup = (
  sendJson = vi.fn(async () => ({ ...booked, id: 6, reference: "A-000006" })),
) => {
  const getJson = vi.fn(
    async (_resource: string, { path }: { path?: string }) =>
      path === "frame" ? frame : path === "services" ? services : [],
  );
  const getList = vi.fn(async (resource: string) => ({
    data: lists[resource] ?? [],
    total: (lists[resource] ?? []).length,
  }));
  window.location.hash = `#/calendar?date=${DAY}`;
  renderWithAdmin(<CalendarPage />, {
    dataProvider: { getJson, getList, sendJson } as never,
  });
  return { getJson, getList, sendJson };
};

const chooseOption = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
};

/** react-admin logs a rejected dataProvider call in development; that log is expected for refusals. */
const allowLoggedRefusals = () => {
  const log = console.error;
  console.error = (...args: unknown[]) => {
    if (!(args[0] instanceof HttpError)) log(...args);
  };
};

beforeEach(() => signIn({ role: 2 }));

describe("the calendar's day view", () => {
  it("shows one column per member working that day and the bookings with client, service and status", async () => {
    const { getJson, getList } = setup();
    expect(
      await screen.findByRole("heading", { name: "Anna", level: 2 }),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Bea", level: 2 })).toBeTruthy();
    const appointment = await screen.findByRole("button", {
      name: /Ada Lovelace, Massage, Confirmed, with Bea/,
    });
    expect(appointment.textContent).toContain("02:00 PM");
    expect(getJson).toHaveBeenCalledWith("calendar", {
      path: "frame",
      query: { location_id: 3, from: DAY, to: DAY },
    });
    expect(getList).toHaveBeenCalledWith(
      "appointments",
      expect.objectContaining({
        filter: {
          from: "2026-11-24T23:00:00.000Z",
          to: "2026-11-25T23:00:00.000Z",
          location_id: 3,
        },
      }),
    );
  });

  it("books a slot chosen by keyboard with a new client inline", async () => {
    const { sendJson } = setup();
    const slot = await screen.findByRole("button", {
      name: "Book Anna at 10:00 AM",
    });
    slot.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", {
      name: "New appointment",
    });
    expect(
      within(dialog).getByRole("combobox", { name: /Team member/ }).textContent,
    ).toBe("Anna");
    await userEvent.click(
      within(dialog).getByRole("button", { name: "New client" }),
    );
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: /First name/ }),
      "Nora",
    );
    await chooseOption("Service", "Massage");
    await userEvent.click(within(dialog).getByRole("button", { name: "Book" }));
    await waitFor(() => expect(sendJson).toHaveBeenCalledTimes(1));
    expect(sendJson).toHaveBeenCalledWith("appointments", {
      path: undefined,
      method: "POST",
      silent: true,
      body: expect.objectContaining({
        new_client: { first_name: "Nora" },
        location_id: 3,
        channel: "in_store",
        services: [
          expect.objectContaining({
            service_id: 10,
            pricing_option_id: 100,
            team_member_id: 1,
            start_at: "2026-11-25T09:00:00.000Z",
            duration_minutes: 60,
          }),
        ],
      }),
    });
    await waitFor(() =>
      expect(
        screen.queryByRole("dialog", { name: "New appointment" }),
      ).toBeNull(),
    );
  });

  it("asks 'Book anyway?' for an overridable refusal and sends it again confirmed", async () => {
    const refusal = new HttpError("Anna is not working at 07:00.", 409, {
      status: 409,
      message: "Anna is not working at 07:00.",
      code: "outside_hours",
      can_override: true,
    });
    allowLoggedRefusals();
    const sendJson = vi
      .fn()
      .mockRejectedValueOnce(refusal)
      .mockResolvedValue({ ...booked, id: 6, reference: "A-000006" });
    setup(sendJson);
    (
      await screen.findByRole("button", { name: "Book Anna at 08:00 AM" })
    ).focus();
    await userEvent.keyboard("{Enter}");
    await chooseOption("Service", "Massage");
    await userEvent.click(screen.getByRole("button", { name: "Book" }));
    const ask = await screen.findByRole("dialog", { name: "Book anyway?" });
    expect(ask.textContent).toContain("Anna is not working at 07:00.");
    await userEvent.click(
      within(ask).getByRole("button", { name: "Book anyway" }),
    );
    await waitFor(() => expect(sendJson).toHaveBeenCalledTimes(2));
    expect(sendJson.mock.calls[1][1].body).toMatchObject({
      confirm_outside_hours: true,
    });
    expect(sendJson.mock.calls[0][1].body).not.toHaveProperty(
      "confirm_outside_hours",
    );
  });

  it("shows the server's message for a refusal that cannot be overridden", async () => {
    const refusal = new HttpError(
      "Bea is already booked from 14:00 to 15:00 (A-000005).",
      409,
      {
        status: 409,
        message: "Bea is already booked from 14:00 to 15:00 (A-000005).",
        code: "overlap",
        can_override: false,
      },
    );
    allowLoggedRefusals();
    const sendJson = vi.fn().mockRejectedValue(refusal);
    setup(sendJson);
    (
      await screen.findByRole("button", { name: "Book Bea at 10:00 AM" })
    ).focus();
    await userEvent.keyboard("{Enter}");
    await chooseOption("Service", "Massage");
    await userEvent.click(screen.getByRole("button", { name: "Book" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Bea is already booked from 14:00 to 15:00 (A-000005).",
    );
    expect(sendJson).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog", { name: "Book anyway?" })).toBeNull();
  });
});
