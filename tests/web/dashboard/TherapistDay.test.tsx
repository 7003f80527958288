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

  it("shows staff with the calendar their own shifts and appointments on the dashboard", async () => {
    signIn({ role: 3, team_member_id: 12 }, [2]);
    const getJson = vi.fn(async () =>
      frame(1, "Mitte", [
        ["2099-01-02T08:00:00.000Z", "2099-01-02T16:00:00.000Z"],
      ]),
    );
    const getList = vi.fn(async (resource: string) =>
      resource === "locations"
        ? { data: [{ id: 1, name: "Mitte" }], total: 1 }
        : resource === "appointments"
          ? {
              data: [
                {
                  id: 3,
                  reference: "A-000003",
                  client: { id: 1, first_name: "Ada", last_name: "Lovelace" },
                  status: "booked",
                  start_at: "2099-01-02T09:00:00.000Z",
                  services: [
                    { id: 1, service_name: "Massage", team_member_id: 12 },
                  ],
                },
              ],
              total: 1,
            }
          : { data: [], total: 0 },
    );
    renderWithAdmin(<Dashboard />, {
      dataProvider: {
        getJson,
        getList,
        getOne: vi.fn(async () => ({ data: { id: "current" } })),
      } as never,
    });
    expect(await screen.findByRole("heading", { name: "My day" })).toBeTruthy();
    expect(await screen.findByText(/Mitte/)).toBeTruthy();
    expect(
      await screen.findByText(/Ada Lovelace · Massage · Booked/),
    ).toBeTruthy();
    expect(getList).toHaveBeenCalledWith(
      "appointments",
      expect.objectContaining({
        filter: expect.objectContaining({ team_member_id: 12 }),
      }),
    );
    expect(
      screen
        .getByRole("link", { name: "Open the calendar" })
        .getAttribute("href"),
    ).toContain("/calendar");
  });
});
