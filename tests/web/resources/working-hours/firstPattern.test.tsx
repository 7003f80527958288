import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router-dom";
import { WorkingHoursPage } from "../../../../src/resources/working-hours";
import {
  addDays,
  mondayOf,
} from "../../../../src/resources/working-hours/workingTimeModel";
import { todayIn } from "../../../../src/components/dates";
import { renderWithAdmin } from "../../support/renderWithAdmin";

/** A new business: one team member, one location, no working hours yet. */
const rows: Record<string, object[]> = {
  "team-members": [
    { id: 7, first_name: "Lena", last_name: "Lotus", location_ids: [3] },
  ],
  locations: [{ id: 3, name: "Lotus Spa", timezone: "Europe/Vienna" }],
};
const getList = vi.fn(async (resource: string) => ({
  data: rows[resource] ?? [],
  total: (rows[resource] ?? []).length,
}));

/** The pattern form's stand-in: what it was opened with. */
const Prefill = () => (
  <output>{JSON.stringify(useLocation().state?.record)}</output>
);

const prefill = async () =>
  JSON.parse((await screen.findByRole("status")).textContent ?? "null");

describe("the working-hours step of a new business", () => {
  it("offers 'Add a pattern' first on an empty grid, and a pattern starts today, not on the past day clicked", async () => {
    const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const lastWeek = mondayOf(addDays(today, -7));
    window.location.hash = `#/teams/working-hours?week=${lastWeek}`;
    const user = userEvent.setup();
    renderWithAdmin(
      <Routes>
        <Route path="/teams/working-hours" element={<WorkingHoursPage />} />
        <Route path="/shift-patterns/create" element={<Prefill />} />
      </Routes>,
      { dataProvider: { getList } as never },
    );
    const grid = await screen.findByRole("table");
    // The first action, above the grid: the only member and location chosen.
    const add = screen.getByRole("link", { name: "Add a pattern" });
    expect(add.compareDocumentPosition(grid)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await user.click(add);
    expect(await prefill()).toEqual({
      team_member_id: 7,
      location_id: 3,
      start_date: today,
    });

    // A day of last week, then "Add a pattern" in its dialog.
    window.location.hash = `#/teams/working-hours?week=${lastWeek}`;
    const monday = within(await screen.findByRole("table")).getAllByRole(
      "button",
    )[0];
    await user.click(monday);
    const dialog = await screen.findByRole("dialog");
    await user.click(
      within(dialog).getByRole("link", { name: "Add a pattern" }),
    );
    expect((await prefill()).start_date).toBe(today);
  });
});
