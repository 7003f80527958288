import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { Dashboard } from "../../../src/dashboard/Dashboard";
import { shiftsOf } from "../../../src/dashboard/therapistDayModel";
import type { CalendarFrame } from "../../../src/calendar/calendarTypes";
import { renderWithAdmin } from "../support/renderWithAdmin";
import { signIn } from "../support/builders";

const frame = (
  id: number,
  name: string,
  working: [string, string][],
): CalendarFrame => ({
  time_zone: "UTC",
  location: { id, name },
  days: [],
  team_members: [
    {
      id: 12,
      name: "Maya",
      colour: null,
      department_id: null,
      sort_order: 1,
      working: working.map(([start_at, end_at]) => ({ start_at, end_at })),
      time_off: [],
    },
    {
      id: 13,
      name: "Other",
      colour: null,
      department_id: null,
      sort_order: 2,
      working: [
        {
          start_at: "2099-01-01T08:00:00.000Z",
          end_at: "2099-01-01T09:00:00.000Z",
        },
      ],
      time_off: [],
    },
  ],
  resources: [],
});

describe("the therapist's day", () => {
  it("keeps only the member's shifts that are not over, across locations, in time order", () => {
    const shifts = shiftsOf(
      [
        frame(1, "Mitte", [
          ["2099-01-02T08:00:00.000Z", "2099-01-02T16:00:00.000Z"],
          ["2000-01-01T08:00:00.000Z", "2000-01-01T09:00:00.000Z"],
        ]),
        frame(2, "Nord", [
          ["2099-01-01T10:00:00.000Z", "2099-01-01T14:00:00.000Z"],
        ]),
      ],
      12,
      "2026-11-25T10:00:00.000Z",
    );
    expect(shifts.map((s) => [s.location, s.date])).toEqual([
      ["Nord", "2099-01-01"],
      ["Mitte", "2099-01-02"],
    ]);
  });

  it("shows staff with the calendar today's appointments first (cancelled marked, each opening in the calendar), then shifts and later ones", async () => {
    signIn({ role: 3, team_member_id: 12 }, [2]);
    const getJson = vi.fn(async () =>
      frame(1, "Mitte", [
        ["2099-01-02T08:00:00.000Z", "2099-01-02T16:00:00.000Z"],
      ]),
    );
    const soon = new Date(Date.now() + 60_000).toISOString();
    const appointment = (
      id: number,
      first_name: string,
      status: string,
      start_at: string,
    ) => ({
      id,
      reference: `A-00000${id}`,
      location_id: 1,
      client: { id, first_name, last_name: "Lovelace" },
      status,
      start_at,
      end_at: start_at,
      services: [
        { id, service_name: "Massage", team_member_id: 12 },
        { id: id + 10, service_name: "Not mine", team_member_id: 13 },
      ],
    });
    const getList = vi.fn(
      async (resource: string, params: { filter: { to?: string } }) =>
        resource === "locations"
          ? { data: [{ id: 1, name: "Mitte" }], total: 1 }
          : resource !== "appointments"
            ? { data: [], total: 0 }
            : params.filter.to
              ? {
                  data: [
                    appointment(4, "Ada", "confirmed", soon),
                    appointment(5, "Bea", "cancelled", soon),
                  ],
                  total: 2,
                }
              : {
                  data: [
                    appointment(
                      3,
                      "Cleo",
                      "booked",
                      "2099-01-02T09:00:00.000Z",
                    ),
                  ],
                  total: 1,
                },
    );
    renderWithAdmin(<Dashboard />, {
      dataProvider: {
        getJson,
        getList,
        getOne: vi.fn(async () => ({ data: { id: "current" } })),
      } as never,
      authProvider: {
        login: async () => undefined,
        logout: async () => undefined,
        checkAuth: async () => undefined,
        checkError: async () => undefined,
        getIdentity: async () => ({ id: 7, fullName: "Maya" }),
      },
    });
    expect(await screen.findByRole("heading", { name: "My day" })).toBeTruthy();
    // The greeting speaks to a therapist, without the owner's "manage your business".
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Hello Maya, here is your day",
      }),
    ).toBeTruthy();
    expect(
      screen.queryByText("Use the menu to manage your business."),
    ).toBeNull();
    const headings = screen
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      "Today",
      "My upcoming shifts",
      "My upcoming appointments",
    ]);
    const ada = await screen.findByRole("link", {
      name: /Ada Lovelace · Massage$/,
    });
    expect(ada.getAttribute("href")).toMatch(
      /^#\/calendar\?date=\d{4}-\d{2}-\d{2}&location=1&appointment=4$/,
    );
    expect(ada.closest("li")?.textContent).toMatch(/Confirmed$/);
    const bea = screen.getByRole("link", { name: /Bea Lovelace/ });
    expect(bea.closest("li")?.textContent).toMatch(/Cancelled$/);
    expect(bea).toHaveStyle({ textDecoration: "line-through" });
    expect(await screen.findByText(/Mitte/)).toBeTruthy();
    expect(
      await screen.findByText(/Cleo Lovelace · Massage · Booked/),
    ).toBeTruthy();
    // Today is read whole, by the member, between today's midnights.
    expect(getList).toHaveBeenCalledWith(
      "appointments",
      expect.objectContaining({
        pagination: { page: 1, perPage: 100 },
        filter: expect.objectContaining({
          team_member_id: 12,
          from: expect.any(String),
          to: expect.any(String),
        }),
      }),
    );
    expect(
      screen
        .getByRole("link", { name: "Open the calendar" })
        .getAttribute("href"),
    ).toContain("/calendar");
  });
});
