import { describe, expect, it } from "vitest";
import {
  bookingBody,
  draftProblem,
  moveBody,
  nextStatuses,
  reflowLines,
  refusalOf,
  resizeBody,
  type BookingDraft,
} from "../../../../src/resources/appointments/appointmentModel";
import type { Appointment } from "../../../../src/calendar/calendarTypes";

const appointment: Appointment = {
  id: 7,
  reference: "A-000007",
  client_id: 5,
  client: null,
  location_id: 1,
  status: "booked",
  channel: "phone",
  start_at: "2026-11-25T09:00:00.000Z",
  end_at: "2026-11-25T10:30:00.000Z",
  notes: "Quiet room",
  cancellation_reason_id: null,
  cancelled_at: null,
  cancelled_by: null,
  is_late_cancellation: false,
  services: [
    {
      id: 11,
      service_id: 10,
      service_name: "Massage",
      pricing_option_id: 100,
      pricing_option_name: "60 min",
      team_member_id: 1,
      resource_id: 4,
      start_at: "2026-11-25T09:00:00.000Z",
      end_at: "2026-11-25T10:00:00.000Z",
      duration_minutes: 60,
      extra_time_type: "none",
      extra_time_minutes: 0,
      price: 5000,
      is_requested_member: true,
      sequence: 1,
    },
    {
      id: 12,
      service_id: 20,
      service_name: "Facial",
      pricing_option_id: null,
      pricing_option_name: null,
      team_member_id: 2,
      resource_id: null,
      start_at: "2026-11-25T10:00:00.000Z",
      end_at: "2026-11-25T10:30:00.000Z",
      duration_minutes: 30,
      extra_time_type: "none",
      extra_time_minutes: 0,
      price: 3000,
      is_requested_member: false,
      sequence: 2,
    },
  ],
};

describe("status actions", () => {
  it("offers the following steps, no-show and cancel; nothing once over", () => {
    expect(nextStatuses("booked")).toEqual([
      "confirmed",
      "arrived",
      "started",
      "completed",
      "no_show",
      "cancelled",
    ]);
    expect(nextStatuses("started")).toEqual([
      "completed",
      "no_show",
      "cancelled",
    ]);
    expect(nextStatuses("completed")).toEqual([]);
    expect(nextStatuses("cancelled")).toEqual([]);
  });
});

describe("moving and resizing", () => {
  it("moves only the dragged service, to the new time and member; the other part stays", () => {
    const body = moveBody(appointment, 11, 30, { memberId: 3 });
    expect(body.services.map((s) => [s.team_member_id, s.start_at])).toEqual([
      [3, "2026-11-25T09:30:00.000Z"],
      [2, "2026-11-25T10:00:00.000Z"],
    ]);
    const second = moveBody(appointment, 12, -120);
    expect(second.services.map((s) => [s.team_member_id, s.start_at])).toEqual([
      [1, "2026-11-25T09:00:00.000Z"],
      [2, "2026-11-25T08:00:00.000Z"],
    ]);
    expect(body).toMatchObject({
      client_id: 5,
      location_id: 1,
      channel: "phone",
    });
    expect(body).not.toHaveProperty("status");
    expect(body).not.toHaveProperty("reference");
  });

  it("changes only the resized service's duration", () => {
    const body = resizeBody(appointment, 12, 45);
    expect(body.services.map((s) => s.duration_minutes)).toEqual([60, 45]);
  });
});

describe("the booking body", () => {
  const draft: BookingDraft = {
    client_id: null,
    new_client: {
      first_name: " Nora ",
      last_name: "",
      mobile: "+49 1",
      email: "",
    },
    location_id: 1,
    channel: "walk_in",
    notes: "",
    services: [
      {
        service_id: 10,
        pricing_option_id: "",
        team_member_id: 1,
        resource_id: "",
        start_at: "2026-11-25T09:00:00.000Z",
        duration_minutes: "",
        price: "",
      },
    ],
  };

  it("sends a new client inline and leaves the service's defaults to the server", () => {
    expect(bookingBody(draft)).toEqual({
      new_client: { first_name: "Nora", mobile: "+49 1" },
      location_id: 1,
      channel: "walk_in",
      notes: null,
      services: [
        {
          service_id: 10,
          pricing_option_id: undefined,
          team_member_id: 1,
          resource_id: null,
          start_at: "2026-11-25T09:00:00.000Z",
          duration_minutes: undefined,
          price: undefined,
        },
      ],
    });
    expect(bookingBody(draft, true)).toMatchObject({
      confirm_outside_hours: true,
    });
  });

  it("names what is missing before sending", () => {
    expect(draftProblem(draft)).toBeNull();
    expect(
      draftProblem({
        ...draft,
        new_client: { ...draft.new_client!, first_name: " " },
      }),
    ).toEqual({ key: "first_name" });
    expect(
      draftProblem({
        ...draft,
        services: [draft.services[0], { ...draft.services[0], service_id: "" }],
      }),
    ).toEqual({ key: "service_id", line: 1 });
    // A service with several pricing options needs one chosen (issue 23).
    const unpriced = {
      ...draft,
      services: [{ ...draft.services[0], pricing_option_id: "" as const }],
    };
    expect(draftProblem(unpriced, () => 1)).toBeNull();
    expect(draftProblem(unpriced, () => 3)).toEqual({
      key: "pricing_option_id",
      line: 0,
    });
  });

  it("moves the lines that followed on when a line grows, and leaves a line with a gap before it", () => {
    const line = (start: string, minutes: number) => ({
      ...draft.services[0],
      start_at: `2026-11-25T${start}:00.000Z`,
      duration_minutes: minutes,
    });
    const lines = [line("09:00", 30), line("09:30", 30), line("11:00", 30)];
    const moved = reflowLines(lines, 0, { ...lines[0], duration_minutes: 90 });
    expect(
      moved.map((l) => [l.start_at.slice(11, 16), l.duration_minutes]),
    ).toEqual([
      ["09:00", 90],
      ["10:30", 30],
      ["11:00", 30],
    ]);
    const chained = [line("09:00", 30), line("09:30", 30), line("10:00", 30)];
    expect(
      reflowLines(chained, 0, { ...chained[0], duration_minutes: 60 }).map(
        (l) => l.start_at.slice(11, 16),
      ),
    ).toEqual(["09:00", "10:00", "10:30"]);
  });

  it("reads the server's refusal from the error", () => {
    const error = Object.assign(new Error("Anna is busy."), {
      status: 409,
      body: {
        status: 409,
        message: "Anna is busy.",
        code: "outside_hours",
        can_override: true,
      },
    });
    expect(refusalOf(error)).toMatchObject({
      status: 409,
      code: "outside_hours",
      can_override: true,
      message: "Anna is busy.",
    });
  });
});
