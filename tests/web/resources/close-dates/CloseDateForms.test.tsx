import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CloseDateCreate } from "../../../../src/resources/close-dates/CloseDateCreate";
import { CloseDateEdit } from "../../../../src/resources/close-dates/CloseDateEdit";
import { renderCreateView, renderEditView } from "../../support/formViews";

const lookups = {
  locations: [
    { id: 4, name: "Central" },
    { id: 5, name: "Riverside" },
  ],
};

const record = {
  id: 9,
  start_date: "2030-01-07",
  end_date: "2030-01-07",
  description: "Flood",
  location_ids: [4],
  booked_appointments: [],
  booked_appointment_count: 0,
};

const booked = [
  {
    id: 31,
    reference: "A-000031",
    location_id: 4,
    date: "2030-01-07",
    time: "10:00",
    start_at: "2030-01-07T10:00:00.000Z",
    client_name: "Nora Quist",
    team_member_names: ["Anna Berg", "Ben Berg"],
  },
  {
    id: 32,
    reference: "A-000032",
    location_id: 5,
    date: "2030-01-07",
    time: "16:30",
    start_at: "2030-01-07T16:30:00.000Z",
    client_name: null,
    team_member_names: ["Anna Berg"],
  },
];

/** An update the server answers with what it stored plus the appointments booked on those days. */
const answering = (extra: object) =>
  vi.fn(async (_r: string, params: { id?: unknown; data: object }) => ({
    data: { ...record, ...params.data, id: params.id ?? 9, ...extra },
  }));

describe("the close-date forms", () => {
  it("list the appointments still booked on the saved days, linked to their day in the calendar", async () => {
    const update = answering({
      booked_appointments: booked,
      booked_appointment_count: 5,
    });
    renderEditView("close-dates", record, <CloseDateEdit />, {
      update,
      lookups,
    });
    const user = userEvent.setup();
    const description = await screen.findByLabelText("Description *");
    await user.clear(description);
    await user.type(description, "Burst pipe");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    // The read-only answer is not sent back.
    expect(update.mock.calls[0][1].data).not.toHaveProperty(
      "booked_appointments",
    );

    const dialog = await screen.findByRole("dialog", {
      name: "Appointments on these days",
    });
    expect(dialog).toHaveTextContent(
      "5 appointments are still booked on these days.",
    );
    const links = within(dialog).getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "#/calendar?date=2030-01-07&location=4",
      "#/calendar?date=2030-01-07&location=5",
    ]);
    // The time as English writes it, like the date before it.
    expect(links[0]).toHaveTextContent("Jan 7, 2030 10:00 AM · A-000031");
    expect(dialog).toHaveTextContent("Nora Quist · Anna Berg, Ben Berg");
    expect(dialog).toHaveTextContent("Walk-in · Anna Berg");
    expect(dialog).toHaveTextContent("…and 3 more.");
    // The page stays until the list is closed, then goes back to the list.
    expect(screen.queryByText("left the record")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await screen.findByText("left the record");
  });

  it("go straight back to the list when nothing is booked", async () => {
    const update = answering({});
    renderEditView("close-dates", record, <CloseDateEdit />, {
      update,
      lookups,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Description *"), "!");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("left the record");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("list them after a create too", async () => {
    const create = answering({
      booked_appointments: booked.slice(0, 1),
      booked_appointment_count: 1,
    });
    renderCreateView("close-dates", <CloseDateCreate />, {
      create,
      lookups,
    });
    const user = userEvent.setup();
    const from = await screen.findByLabelText("From *");
    await user.type(from, "2030-01-07");
    await user.type(screen.getByLabelText("To *"), "2030-01-07");
    await user.type(screen.getByLabelText("Description *"), "Flood");
    await user.click(screen.getByRole("button", { name: "All locations" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      start_date: "2030-01-07",
      location_ids: [4, 5],
    });
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent(
      "1 appointment is still booked on these days.",
    );
    expect(within(dialog).getByRole("link")).toHaveAttribute(
      "href",
      "#/calendar?date=2030-01-07&location=4",
    );
  });
});
