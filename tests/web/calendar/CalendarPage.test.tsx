import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { signIn } from "../support/builders";
import {
  allowLoggedRefusals,
  booked,
  chooseOption,
  DAY,
  entries,
  setup,
} from "./calendarFixture";

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
    // The whole day, however many appointments: the calendar's own read, not a list page.
    expect(getJson).toHaveBeenCalledWith("calendar", {
      path: "entries",
      query: { location_id: 3, from: DAY, to: DAY },
    });
    expect(getList).not.toHaveBeenCalledWith("appointments", expect.anything());
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
    await chooseOption("Service", /^Massage/);
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
    await chooseOption("Service", /^Massage/);
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
    await chooseOption("Service", /^Massage/);
    await userEvent.click(screen.getByRole("button", { name: "Book" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Bea is already booked from 14:00 to 15:00 (A-000005).",
    );
    expect(sendJson).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog", { name: "Book anyway?" })).toBeNull();
  });

  it("draws a member's blocked time in their column, and changes or removes it from its dialog", async () => {
    entries.blocked_times = [
      {
        id: 7,
        location_id: 3,
        team_member_id: 1,
        kind: "lunch",
        title: "Team",
        start_at: `${DAY}T11:00:00.000Z`,
        end_at: `${DAY}T12:00:00.000Z`,
      },
    ];
    try {
      const sendJson = vi.fn(async () => ({}));
      setup(sendJson as never);
      const lunch = await screen.findByRole("button", {
        name: "12:00 PM, Lunch: Team, blocked time until 01:00 PM, Anna",
      });
      expect(lunch.closest("[data-column]")?.getAttribute("data-column")).toBe(
        "Anna",
      );
      await userEvent.click(lunch);
      let dialog = await screen.findByRole("dialog", { name: "Blocked time" });
      const title = within(dialog).getByRole("textbox", {
        name: "Title (optional)",
      });
      await userEvent.clear(title);
      await userEvent.type(title, "Long lunch");
      await userEvent.click(
        within(dialog).getByRole("button", { name: "Save" }),
      );
      await waitFor(() => expect(sendJson).toHaveBeenCalledTimes(1));
      expect(sendJson).toHaveBeenCalledWith("blocked-times", {
        path: "7",
        method: "PUT",
        silent: true,
        body: {
          location_id: 3,
          team_member_id: 1,
          kind: "lunch",
          title: "Long lunch",
          start_at: `${DAY}T11:00:00.000Z`,
          end_at: `${DAY}T12:00:00.000Z`,
        },
      });
      await waitFor(() =>
        expect(
          screen.queryByRole("dialog", { name: "Blocked time" }),
        ).toBeNull(),
      );
      await userEvent.click(lunch);
      dialog = await screen.findByRole("dialog", { name: "Blocked time" });
      await userEvent.click(
        within(dialog).getByRole("button", { name: "Remove" }),
      );
      await waitFor(() =>
        expect(sendJson).toHaveBeenLastCalledWith("blocked-times", {
          path: "7",
          method: "DELETE",
          silent: true,
        }),
      );
    } finally {
      entries.blocked_times = [];
    }
  });
});

describe("the calendar's day sheet", () => {
  it("prints the whole day for the location or one member: time, client, phone, services and notes", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    // Late in the evening, far below the grid's first hours; and a cancelled one.
    const late = {
      ...booked,
      id: 7,
      reference: "A-000007",
      client: { ...booked.client, first_name: "Grace", mobile: "+49301234567" },
      notes: "Allergic to almond oil",
      services: [
        {
          ...booked.services[0],
          id: 71,
          start_at: `${DAY}T20:00:00.000Z`,
          end_at: `${DAY}T21:00:00.000Z`,
        },
      ],
    };
    const cancelled = {
      ...late,
      id: 8,
      status: "cancelled",
      client: { ...late.client, first_name: "Hedy" },
    };
    entries.appointments = [booked, late, cancelled] as (typeof booked)[];
    try {
      setup();
      const user = userEvent.setup();
      await screen.findByRole("heading", { name: "Anna", level: 2 });
      await user.click(
        screen.getByRole("button", { name: "Print a day sheet" }),
      );
      await user.click(
        screen.getByRole("menuitem", { name: "Day sheet: whole location" }),
      );
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
      const sheet = () => document.querySelector<HTMLElement>(".day-sheet");
      const sections = within(sheet()!)
        .getAllByRole("heading", { level: 1, hidden: true })
        .map((h) => h.textContent);
      expect(sections).toEqual(["Day sheet: Anna", "Day sheet: Bea"]);
      expect(sheet()!.textContent).toContain("No appointments on this day.");
      const rows = within(sheet()!)
        .getAllByRole("row", { hidden: true })
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole("cell", { hidden: true })
            .map((c) => c.textContent),
        );
      expect(rows).toEqual([
        ["02:00 PM–03:00 PM", "Ada Lovelace", "", "Massage", ""],
        [
          "09:00 PM–10:00 PM",
          "Grace Lovelace",
          "+49301234567",
          "Massage",
          "Allergic to almond oil",
        ],
      ]);
      expect(sheet()!.textContent).not.toContain("Hedy");
      // Printing over, the sheet goes; one member's sheet holds only theirs.
      window.dispatchEvent(new Event("afterprint"));
      await waitFor(() => expect(sheet()).toBeNull());
      await user.click(
        screen.getByRole("button", { name: "Print a day sheet" }),
      );
      await user.click(
        screen.getByRole("menuitem", { name: "Day sheet: Bea" }),
      );
      await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
      expect(
        within(sheet()!)
          .getAllByRole("heading", { level: 1, hidden: true })
          .map((h) => h.textContent),
      ).toEqual(["Day sheet: Bea"]);
    } finally {
      entries.appointments = [booked];
      print.mockRestore();
    }
  });
});
