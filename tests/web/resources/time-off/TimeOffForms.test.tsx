import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TimeOffCreate } from "../../../../src/resources/time-off/TimeOffCreate";
import { TimeOffEdit } from "../../../../src/resources/time-off/TimeOffEdit";
import { echoWrite } from "../../support/fakeReads";
import {
  renderCreateView,
  renderEditView,
  saveAndSeeRefusal,
  serverRefusal,
} from "../../support/formViews";

const lookups = {
  "team-members": [{ id: 7, first_name: "Maya", last_name: "Stone" }],
};

const renderCreate = (create: ReturnType<typeof vi.fn>) =>
  renderCreateView("time-off", <TimeOffCreate />, { create, lookups });

/** Picks the member and types the period as a person does in a datetime-local field. */
async function fill(from: string, until: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText("Team member"));
  await user.click(await screen.findByRole("option", { name: "Maya Stone" }));
  fireEvent.change(screen.getByLabelText("From"), { target: { value: from } });
  fireEvent.change(screen.getByLabelText("Until"), {
    target: { value: until },
  });
  return user;
}

describe("TimeOffCreate", () => {
  it("sends the period as instants (ISO 8601 with Z) and the chosen type", async () => {
    const create = echoWrite();
    renderCreate(create);
    const user = await fill("2026-05-04T09:00", "2026-05-08T18:00");
    await user.click(screen.getByRole("combobox", { name: "Type" }));
    await user.click(await screen.findByRole("option", { name: "Training" }));
    await user.type(screen.getByLabelText("Note"), "  First aid course ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toEqual({
      team_member_id: 7,
      // The wall-clock time typed, in the browser's time zone, as an instant.
      start_at: new Date(2026, 4, 4, 9, 0).toISOString(),
      end_at: new Date(2026, 4, 8, 18, 0).toISOString(),
      type: "training",
      note: "First aid course",
    });
  });

  it("refuses an end before the start", async () => {
    const create = vi.fn();
    renderCreate(create);
    const user = await fill("2026-05-04T09:00", "2026-05-04T08:00");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("The end must be after the start."),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("requires the member and both instants", async () => {
    const create = vi.fn();
    renderCreate(create);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Note"), "Dentist");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findAllByText("This value is required.")).toHaveLength(
      3,
    );
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the server's refusal on the field it names", async () => {
    const message = "Enter a date and time such as 2026-03-01T09:00:00Z.";
    const create = serverRefusal("start_at", message);
    renderCreate(create);
    const user = await fill("2026-05-04T09:00", "2026-05-04T18:00");
    await saveAndSeeRefusal(user, create, "From", message);
  });
});

describe("TimeOffEdit", () => {
  it("shows the stored instants in local time and sends them back unchanged", async () => {
    const record = {
      id: 5,
      team_member_id: 7,
      start_at: new Date(2026, 4, 4, 9, 0).toISOString(),
      end_at: new Date(2026, 4, 8, 18, 0).toISOString(),
      type: "annual",
      note: null,
      created_at: "2026-04-01T10:00:00.000Z",
      updated_at: "2026-04-01T10:00:00.000Z",
    };
    const update = echoWrite();
    renderEditView("time-off", record, <TimeOffEdit />, { update, lookups });
    const user = userEvent.setup();
    expect(await screen.findByLabelText("From")).toHaveValue(
      "2026-05-04T09:00",
    );
    await user.type(screen.getByLabelText("Note"), "Holiday");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toEqual({
      team_member_id: 7,
      start_at: record.start_at,
      end_at: record.end_at,
      type: "annual",
      note: "Holiday",
    });
  });
});
