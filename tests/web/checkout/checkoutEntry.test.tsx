import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { AppointmentPanel } from "../../../src/resources/appointments/AppointmentPanel";
import type {
  Appointment,
  CalendarFrame,
} from "../../../src/calendar/calendarTypes";
import { renderWithAdmin } from "../support/renderWithAdmin";
import { signIn } from "../support/builders";

const frame: CalendarFrame = {
  time_zone: "Europe/London",
  location: { id: 3, name: "Centre" },
  days: [],
  team_members: [],
  resources: [],
};

const appointment = (over: Partial<Appointment>): Appointment => ({
  id: 5,
  reference: "A-000005",
  client_id: null,
  client: null,
  location_id: 3,
  status: "arrived",
  channel: "in_store",
  start_at: "2026-11-28T10:00:00.000Z",
  end_at: "2026-11-28T11:00:00.000Z",
  notes: null,
  cancellation_reason_id: null,
  cancelled_at: null,
  cancelled_by: null,
  is_late_cancellation: false,
  sale_id: null,
  sale_status: null,
  services: [],
  ...over,
});

describe("checkout from the calendar", () => {
  it("offers Checkout (instead of a bare Complete) for an open appointment, not for one with a standing sale or a cancelled one, and says when it is paid", async () => {
    signIn({ role: 2 });
    const props = {
      frame,
      onClose: vi.fn(),
      onEdit: vi.fn(),
      onChanged: vi.fn(),
    };
    const { rerender } = renderWithAdmin(
      <AppointmentPanel appointment={appointment({})} {...props} />,
    );
    const link = await screen.findByRole("link", { name: "Checkout" });
    expect(link.getAttribute("href")).toBe("#/checkout?appointment_id=5");
    // Complete is reached through checkout, which completes it with its sale.
    expect(screen.getByRole("button", { name: "Start" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Complete" })).toBeNull();

    rerender(
      <AppointmentPanel
        appointment={appointment({
          status: "completed",
          sale_id: 77,
          sale_status: "paid",
        })}
        {...props}
      />,
    );
    expect(await screen.findByText("Paid")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Checkout" })).toBeNull();

    // A voided sale may be checked out again.
    rerender(
      <AppointmentPanel
        appointment={appointment({
          status: "completed",
          sale_id: 77,
          sale_status: "voided",
        })}
        {...props}
      />,
    );
    expect(await screen.findByRole("link", { name: "Checkout" })).toBeTruthy();

    rerender(
      <AppointmentPanel
        appointment={appointment({ status: "cancelled" })}
        {...props}
      />,
    );
    await screen.findByText("Cancelled");
    expect(screen.queryByRole("link", { name: "Checkout" })).toBeNull();
  });
});
