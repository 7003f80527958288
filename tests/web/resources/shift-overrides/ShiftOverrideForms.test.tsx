import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ShiftOverrideCreate } from "../../../../src/resources/shift-overrides/ShiftOverrideCreate";
import { ShiftOverrideEdit } from "../../../../src/resources/shift-overrides/ShiftOverrideEdit";
import { echoWrite } from "../../support/fakeReads";
import {
  renderCreateView,
  renderEditView,
  saveAndSeeRefusal,
  serverRefusal,
} from "../../support/formViews";

const lookups = {
  "team-members": [{ id: 7, first_name: "Maya", last_name: "Stone" }],
  locations: [{ id: 3, name: "Central" }],
};

const renderCreate = (create: ReturnType<typeof vi.fn>) =>
  renderCreateView("shift-overrides", <ShiftOverrideCreate />, {
    create,
    lookups,
  });

async function pickWhoWhereWhen() {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText("Team member"));
  await user.click(await screen.findByRole("option", { name: "Maya Stone" }));
  await user.click(screen.getByLabelText("Location"));
  await user.click(await screen.findByRole("option", { name: "Central" }));
  await user.type(screen.getByLabelText("Date"), "2026-06-01");
  return user;
}

describe("ShiftOverrideCreate", () => {
  it("sends the day's shifts as typed, without the day-off switch", async () => {
    const create = echoWrite();
    renderCreate(create);
    const user = await pickWhoWhereWhen();
    const end = screen.getByLabelText("End");
    await user.clear(end);
    await user.type(end, "12:00");
    await user.click(screen.getByRole("button", { name: "Add" }));
    const starts = await screen.findAllByLabelText("Start");
    const ends = screen.getAllByLabelText("End");
    await user.type(starts[1], "13:00");
    await user.type(ends[1], "18:30");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toEqual({
      team_member_id: 7,
      location_id: 3,
      date: "2026-06-01",
      intervals: [
        { start: "09:00", end: "12:00" },
        { start: "13:00", end: "18:30" },
      ],
    });
  });

  it("sends a day off as no shifts", async () => {
    const create = echoWrite();
    renderCreate(create);
    const user = await pickWhoWhereWhen();
    await user.click(screen.getByLabelText("Day off"));
    expect(screen.queryByLabelText("Start")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      date: "2026-06-01",
      intervals: [],
    });
    expect(create.mock.calls[0][1].data).not.toHaveProperty("day_off");
  });

  it("refuses overlapping shifts, and a working day without shifts", async () => {
    const create = vi.fn();
    renderCreate(create);
    const user = await pickWhoWhereWhen();
    await user.click(screen.getByRole("button", { name: "Add" }));
    await user.type((await screen.findAllByLabelText("Start"))[1], "16:00");
    await user.type(screen.getAllByLabelText("End")[1], "19:00");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("This shift overlaps another shift of the day."),
    ).toBeInTheDocument();
    // The remove buttons show on hover, which jsdom does not render.
    for (const remove of screen.getAllByLabelText("Remove"))
      await user.click(remove);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Add a shift, or mark the day as a day off."),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a second change on the same day on the date", async () => {
    const message =
      "This team member already has a change of hours on this day: edit that one instead.";
    const create = serverRefusal("date", message);
    renderCreate(create);
    const user = await pickWhoWhereWhen();
    await saveAndSeeRefusal(user, create, "Date", message);
  });
});

describe("ShiftOverrideEdit", () => {
  it("shows a stored day off as a day off and keeps it one", async () => {
    const update = echoWrite();
    const record = {
      id: 4,
      team_member_id: 7,
      location_id: 3,
      date: "2026-06-01",
      intervals: [],
      note: null,
    };
    renderEditView("shift-overrides", record, <ShiftOverrideEdit />, {
      update,
      lookups,
    });
    const user = userEvent.setup();
    expect(await screen.findByLabelText("Day off")).toBeChecked();
    expect(screen.queryByLabelText("Start")).toBeNull();
    await user.type(screen.getByLabelText("Note"), "Doctor");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toEqual({
      team_member_id: 7,
      location_id: 3,
      date: "2026-06-01",
      intervals: [],
      note: "Doctor",
    });
  });
});
