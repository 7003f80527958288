import { describe, expect, it, vi } from "vitest";
import {
  dayEdgeInstant,
  formatDateTime,
} from "../../../../src/components/dates";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { WorkingHoursPage } from "../../../../src/resources/working-hours/WorkingHoursPage";
import {
  mondayOf,
  addDays,
} from "../../../../src/resources/working-hours/workingTimeModel";
import { renderWithAdmin } from "../../support/renderWithAdmin";
import { buildTeamMember } from "../../support/builders";

const monday = mondayOf(new Date().toISOString().slice(0, 10));

const ROWS: Record<string, object[]> = {
  "team-members": [
    buildTeamMember({
      id: 7,
      first_name: "Maya",
      last_name: "Stone",
      location_ids: [3],
    }),
  ],
  "shift-patterns": [
    {
      id: 1,
      team_member_id: 7,
      location_id: 3,
      start_date: addDays(monday, -14),
      end_date: null,
      repeat_weeks: 1,
      weeks: [
        {
          mon: [{ start: "09:00", end: "17:00" }],
          tue: [{ start: "10:00", end: "18:00" }],
        },
      ],
    },
  ],
  "shift-overrides": [
    {
      id: 4,
      team_member_id: 7,
      location_id: 3,
      date: addDays(monday, 1),
      intervals: [],
    },
  ],
  "time-off": [],
  locations: [{ id: 3, name: "Central", timezone: "UTC" }],
};

describe("WorkingHoursPage", () => {
  it("shows each member's working time per day, with the day's change, and moves between weeks", async () => {
    const getList = vi.fn(async (resource: string) => ({
      data: ROWS[resource] ?? [],
      total: (ROWS[resource] ?? []).length,
    }));
    renderWithAdmin(<WorkingHoursPage />, {
      dataProvider: { getList } as never,
    });
    const row = (
      await screen.findByRole("rowheader", { name: /Maya Stone/ })
    ).closest("tr")!;
    const cells = within(row).getAllByRole("button");
    expect(cells).toHaveLength(7);
    expect(cells[0]).toHaveTextContent(/^09:00\sAM–05:00\sPM$/);
    expect(cells[1]).toHaveTextContent("Day off");
    expect(cells[2]).toHaveTextContent("—");
    // Each cell's name starts with the time it shows (WCAG 2.5.3).
    expect(cells[0]).toHaveAccessibleName(/^09:00\sAM–05:00\sPM, .*Maya Stone/);
    expect(cells[1]).toHaveAccessibleName(/^Day off, .*Maya Stone/);
    expect(getList).toHaveBeenCalledWith(
      "shift-patterns",
      expect.objectContaining({
        filter: { active_between: [monday, addDays(monday, 6)] },
      }),
    );
    // Time off is filtered by instants with their offset, never plain dates.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(getList).toHaveBeenCalledWith(
      "time-off",
      expect.objectContaining({
        filter: {
          start_at_lte: dayEdgeInstant(addDays(monday, 7), "end", zone),
          end_at_gte: dayEdgeInstant(addDays(monday, -1), "start", zone),
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Next week" }));
    expect(
      await screen.findByText(
        `${formatDateTime(addDays(monday, 7), "en")} – ${formatDateTime(addDays(monday, 13), "en")}`,
      ),
    ).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      "shift-overrides",
      expect.objectContaining({
        filter: { date_gte: addDays(monday, 7), date_lte: addDays(monday, 13) },
      }),
    );
  });

  it("opens a day to change it or to edit the pattern", async () => {
    const getList = vi.fn(async (resource: string) => ({
      data: ROWS[resource] ?? [],
      total: (ROWS[resource] ?? []).length,
    }));
    renderWithAdmin(<WorkingHoursPage />, {
      dataProvider: { getList } as never,
    });
    const row = (
      await screen.findByRole("rowheader", { name: /Maya Stone/ })
    ).closest("tr")!;
    const user = userEvent.setup();
    await user.click(within(row).getAllByRole("button")[0]);
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByText(/From the repeating pattern/),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole("link", { name: "Edit the pattern" }),
    ).toHaveAttribute("href", expect.stringContaining("/shift-patterns/1"));
    expect(within(dialog).getByLabelText("Day off")).toBeInTheDocument();
  });
});
