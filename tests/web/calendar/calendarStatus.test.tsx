import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppointmentPanel } from "../../../src/resources/appointments/AppointmentPanel";
import type {
  Appointment,
  CalendarFrame,
} from "../../../src/calendar/calendarTypes";
import { renderWithAdmin } from "../support/renderWithAdmin";
import { signIn } from "../support/builders";
import { booked, DAY, setup } from "./calendarFixture";
import { finger, TestPointerEvent } from "./pointerInput";

/**
 * Statuses at a glance, the legend and colour choice, safe status changes,
 * undo of a drag and the appointment panel (issue 23).
 */
beforeEach(() => {
  signIn({ role: 2 });
  vi.stubGlobal("PointerEvent", TestPointerEvent);
});

const service = (o: object) => ({ ...booked.services[0], ...o });
/** Grace: one appointment, a facial with Anna then a massage with Bea. */
const twoParts = {
  ...booked,
  id: 7,
  reference: "A-000007",
  client_id: 11,
  client: {
    ...booked.client,
    id: 11,
    first_name: "Grace",
    last_name: "Hopper",
  },
  status: "arrived",
  start_at: `${DAY}T09:00:00.000Z`,
  end_at: `${DAY}T11:00:00.000Z`,
  services: [
    service({
      id: 71,
      service_name: "Facial",
      team_member_id: 1,
      start_at: `${DAY}T09:00:00.000Z`,
      end_at: `${DAY}T10:00:00.000Z`,
      sequence: 1,
    }),
    service({
      id: 72,
      service_name: "Massage",
      team_member_id: 2,
      start_at: `${DAY}T10:00:00.000Z`,
      end_at: `${DAY}T11:00:00.000Z`,
      sequence: 2,
    }),
  ],
};
/** Done: cannot be picked up. */
const done = {
  ...booked,
  id: 8,
  reference: "A-000008",
  client_id: 12,
  client: {
    ...booked.client,
    id: 12,
    first_name: "Edith",
    last_name: "Clarke",
  },
  status: "completed",
  services: [service({ id: 81, team_member_id: 1 })],
};
const summary = {
  id: 9,
  first_name: "Ada",
  last_name: "Lovelace",
  mobile: "+49 30 1234567",
  email: "ada@example.com",
  notes: "Prefers a quiet room",
  blocked_online: true,
  block_reason: "Two no-shows",
  last_visit: "2026-10-02T09:00:00Z",
  no_shows: 2,
  late_cancellations: 1,
};
const services = [
  {
    id: 10,
    name: "Massage",
    treatment_type_id: 1,
    treatment_type: {
      id: 1,
      name: "Massages",
      sort_order: 0,
      colour: "#43a047",
    },
    team_member_ids: [1, 2],
    location_ids: [3],
    pricing_options: [
      { id: 100, name: null, duration_minutes: 60, price: 5000 },
    ],
  },
];

describe("the calendar's statuses and appointment panel", () => {
  it("shows statuses with icons and a legend, colours by category, keeps done ones still, undoes a drag and opens the panel", async () => {
    const sendJson = vi.fn(async () => booked);
    setup(sendJson, {
      entries: {
        time_zone: "Europe/Berlin",
        appointments: [booked, twoParts, done],
        blocked_times: [],
      },
      services,
      "clients/9/summary": summary,
    });
    const ada = await screen.findByRole("button", { name: /Ada Lovelace/ });
    // Status as an icon, not colour alone; both parts of Grace's appointment say so.
    expect(ada.querySelector('[data-status-icon="confirmed"]')).toBeTruthy();
    const parts = screen.getAllByRole("button", { name: /Grace Hopper/ });
    expect(parts.map((p) => p.getAttribute("aria-label"))).toEqual([
      expect.stringMatching(/Arrived.*Part 1 of 2 of one appointment$/),
      expect.stringMatching(/Arrived.*Part 2 of 2 of one appointment$/),
    ]);
    expect(
      parts.map((p) => p.querySelector("[data-part]")?.textContent),
    ).toEqual(["1/2", "2/2"]);
    const edith = screen.getByRole("button", { name: /Edith Clarke/ });
    expect(edith.querySelector('[data-status-icon="completed"]')).toBeTruthy();
    // A completed appointment has no edge to resize.
    expect(document.querySelector('[data-resize="A-000008"]')).toBeNull();
    expect(document.querySelector('[data-resize="A-000005"]')).toBeTruthy();

    // Hovering tells client, services and time.
    await userEvent.hover(parts[0]);
    const tip = await screen.findByRole("tooltip");
    expect(tip.textContent).toContain("Grace Hopper");
    expect(tip.textContent).toMatch(/10:00 AM–11:00 AM Facial/);
    expect(tip.textContent).toMatch(/11:00 AM–12:00 PM Massage/);
    await userEvent.unhover(parts[0]);

    // The legend, from the toolbar; the colour by service category.
    expect(ada.getAttribute("data-colour")).toBe("#1e88e5");
    await userEvent.click(screen.getByRole("button", { name: "Legend" }));
    const legend = await screen.findByRole("dialog", {
      name: "Colours and statuses",
    });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .slice(0, 6)
        .map((li) => li.textContent),
    ).toEqual([
      "Booked",
      "Confirmed",
      "Arrived",
      "Started",
      "Completed",
      "No-show",
    ]);
    await userEvent.click(
      within(legend).getByRole("button", { name: "Service category" }),
    );
    expect(
      within(legend).getByRole("list", { name: "Service categories" })
        .textContent,
    ).toBe("Massages");
    await userEvent.keyboard("{Escape}");
    await waitFor(() =>
      expect(
        screen
          .getByRole("button", { name: /Ada Lovelace/ })
          .getAttribute("data-colour"),
      ).toBe("#43a047"),
    );

    // A completed appointment is not picked up by a drag.
    fireEvent.pointerDown(edith, finger(100, 100, "mouse"));
    fireEvent.pointerMove(edith, finger(100, 148, "mouse"));
    fireEvent.pointerUp(edith, finger(100, 148, "mouse"));
    // An open one is, and its notice undoes the move.
    fireEvent.pointerDown(ada, finger(100, 100, "mouse"));
    fireEvent.pointerMove(ada, finger(100, 148, "mouse"));
    fireEvent.pointerUp(ada, finger(100, 148, "mouse"));
    const notice = await screen.findByText("Appointment moved.");
    expect(sendJson).toHaveBeenCalledTimes(1);
    expect(sendJson).toHaveBeenLastCalledWith(
      "appointments",
      expect.objectContaining({
        path: "5",
        body: expect.objectContaining({
          services: [
            expect.objectContaining({ start_at: "2026-11-25T13:30:00.000Z" }),
          ],
        }),
      }),
    );
    // At the top, away from the grid where the next drag starts.
    expect(notice.closest(".MuiSnackbar-root")?.className).toMatch(
      /anchorOriginTopCenter/,
    );
    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(sendJson).toHaveBeenCalledTimes(2));
    expect(sendJson).toHaveBeenLastCalledWith(
      "appointments",
      expect.objectContaining({
        path: "5",
        body: expect.objectContaining({
          services: [
            expect.objectContaining({ start_at: "2026-11-25T13:00:00.000Z" }),
          ],
        }),
      }),
    );

    // The panel beside the grid, by keyboard.
    ada.focus();
    await userEvent.keyboard("{Enter}");
    const panel = await screen.findByRole("dialog", {
      name: /Ada Lovelace.*A-000005/,
    });
    expect(
      within(panel)
        .getByRole("link", { name: "+49 30 1234567" })
        .getAttribute("href"),
    ).toBe("tel:+49301234567");
    expect(
      within(panel).getByRole("link", { name: "ada@example.com" }),
    ).toBeTruthy();
    const text = panel.textContent ?? "";
    expect(text).toContain("Blocked from online booking: Two no-shows");
    expect(text).toContain("Prefers a quiet room");
    expect(text).toMatch(/Last visit.*2, 2026/);
    expect(text).toMatch(/No-shows2/);
    expect(text).toMatch(/Late cancellations1/);
    expect(text).toMatch(/Total: €50\.00/);
    expect(within(panel).getByRole("button", { name: "Rebook" })).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "Checkout" })).toBeTruthy();
    // A no-show (its start has passed) asks first.
    await userEvent.click(
      within(panel).getByRole("button", { name: "No-show" }),
    );
    expect(text).not.toContain("Mark as a no-show?");
    expect(within(panel).getByText("Mark as a no-show?")).toBeTruthy();
    expect(sendJson).toHaveBeenCalledTimes(2);
    await userEvent.click(
      within(panel).getByRole("button", { name: "Mark no-show" }),
    );
    await waitFor(() =>
      expect(sendJson).toHaveBeenLastCalledWith("appointments", {
        path: "5/status",
        body: { status: "no_show" },
        silent: true,
      }),
    );
    await userEvent.click(within(panel).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(document.activeElement?.getAttribute("data-appointment")).toBe(
        "A-000005",
      ),
    );
  });

  it("offers no no-show before the start, and undoes a no-show back to booked", async () => {
    const frame: CalendarFrame = {
      time_zone: "Europe/London",
      location: { id: 3, name: "Centre" },
      days: [],
      team_members: [],
      resources: [],
    };
    const appointment = {
      ...booked,
      client: null,
      client_id: null,
    } as Appointment;
    const props = {
      frame,
      onClose: vi.fn(),
      onEdit: vi.fn(),
      onChanged: vi.fn(),
    };
    const before = new Date(Date.parse(booked.start_at) - 60_000);
    const { rerender } = renderWithAdmin(
      <AppointmentPanel appointment={appointment} now={before} {...props} />,
    );
    await screen.findByRole("button", { name: "Arrived" });
    expect(screen.queryByRole("button", { name: "No-show" })).toBeNull();
    rerender(
      <AppointmentPanel
        appointment={{ ...appointment, status: "no_show" }}
        now={before}
        {...props}
      />,
    );
    expect(
      await screen.findByRole("button", { name: "Undo no-show" }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Arrived" })).toBeNull();
  });
});
