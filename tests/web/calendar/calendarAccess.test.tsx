import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { signIn } from "../support/builders";
import { allowLoggedRefusals, booked, entries, setup } from "./calendarFixture";

/**
 * Issue 23: a login narrowed to its own calendar books only in its own
 * column, and an appointment opened by its address that the user may not
 * see in full says why instead of opening an empty panel.
 */
const annaLogin = {
  id: 1,
  first_name: "Anna",
  last_name: null,
  job_title: null,
  email: null,
  mobile: null,
  phone: null,
  calendar_colour: "#1976d2",
  photo_path: null,
  own_calendar_only: true,
  locations: [{ id: 3, name: "Mitte" }],
  services: [],
  shifts: [],
};
/** Bea's appointment as a narrowed login reads it: busy time only. */
const beasAsBusy = {
  ...booked,
  reference: "",
  client_id: null,
  client: null,
  busy_only: true,
};

describe("a login narrowed to its own calendar", () => {
  it("opens the booking form only in its own column, and a colleague's appointment by its address says it is busy time", async () => {
    signIn({ role: 3, team_member_id: 1 }, [2, 3]);
    setup(
      undefined,
      {
        "team-member": annaLogin,
        entries: { ...entries, appointments: [beasAsBusy] },
      },
      { query: `&appointment=${booked.id}` },
    );
    const notice = await screen.findByRole("dialog", {
      name: "Appointment not shown",
    });
    expect(notice.textContent).toContain(
      "This appointment is another team member's: you can see only that the time is busy.",
    );
    await userEvent.click(
      within(notice).getByRole("button", { name: "Close" }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole("dialog", { name: "Appointment not shown" }),
      ).toBeNull(),
    );
    // Bea's slots offer nothing; Anna's open the form, for Anna.
    const beas = await screen.findByRole("button", {
      name: "Book Bea at 10:00 AM",
    });
    await waitFor(() =>
      expect(beas.getAttribute("aria-disabled")).toBe("true"),
    );
    beas.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(beas);
    const annas = screen.getByRole("button", { name: "Book Anna at 10:00 AM" });
    expect(annas.getAttribute("aria-disabled")).toBeNull();
    annas.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", {
      name: "New appointment",
    });
    expect(
      within(dialog).getByRole("combobox", { name: /Team member/ }).textContent,
    ).toBe("Anna");
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
  });
});

describe("an appointment opened by its address", () => {
  it("that cannot be read says so instead of an empty panel", async () => {
    signIn({ role: 2 });
    allowLoggedRefusals();
    const getOne = vi
      .fn()
      .mockRejectedValue(
        new HttpError("Not found", 404, { message: "Not found" }),
      );
    setup(undefined, {}, { query: "&appointment=99", getOne });
    const notice = await screen.findByRole("dialog", {
      name: "Appointment not shown",
    });
    expect(notice.textContent).toContain(
      "This appointment cannot be opened: it does not exist, or you may not see it.",
    );
    expect(getOne).toHaveBeenCalledWith(
      "appointments",
      expect.objectContaining({ id: 99 }),
    );
  });
});
