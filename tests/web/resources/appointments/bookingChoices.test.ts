import { describe, expect, it } from "vitest";
import polyglotI18nProvider from "ra-i18n-polyglot";
import en from "../../../../src/i18n/en";
import ae from "../../../../src/i18n/ae";
import { formatTimeAt } from "../../../../src/components/dates/dateTimeFormat";
import {
  groupServices,
  membersFor,
  optionLabel,
  serviceLabel,
  type LabelWords,
} from "../../../../src/resources/appointments/serviceChoiceModel";
import { refusalText } from "../../../../src/resources/appointments/refusalText";
import type { ServiceChoice } from "../../../../src/resources/appointments/useServiceChoices";
import type {
  BookingRefusal,
  FrameMember,
} from "../../../../src/calendar/calendarTypes";

/**
 * The booking form offers only what can be booked (issue 23): services
 * grouped by treatment type with length and price, filtered to the member
 * and location; members filtered to those who perform the service; and the
 * server's refusals worded in the user's language with the calendar's times.
 */
const massage = { id: 1, name: "Massage", sort_order: 2 };
const face = { id: 2, name: "Face", sort_order: 1 };
const services: ServiceChoice[] = [
  {
    id: 10,
    name: "Swedish massage",
    treatment_type: massage,
    team_member_ids: [1],
    location_ids: [1],
    pricing_options: [
      { id: 100, name: "60 min", duration_minutes: 60, price: 7900 },
    ],
  },
  {
    id: 11,
    name: "Hot stones",
    treatment_type: massage,
    team_member_ids: [1, 2],
    location_ids: [1, 2],
    pricing_options: [
      { id: 110, name: "Short", duration_minutes: 30, price: 3000 },
      {
        id: 111,
        name: "Long",
        duration_minutes: 90,
        price: 9000,
        special_price: 8500,
      },
    ],
  },
  {
    id: 20,
    name: "Brows",
    treatment_type: face,
    team_member_ids: [2],
    location_ids: [1],
    pricing_options: [
      { id: 200, name: "20 min", duration_minutes: 20, price: 2000 },
    ],
  },
];

const names = (groups: ReturnType<typeof groupServices>) =>
  groups.map((g) => [g.name, g.services.map((s) => s.name)]);

describe("the services the booking form offers", () => {
  it("groups them by treatment type in its order", () => {
    expect(names(groupServices(services, {}))).toEqual([
      ["Face", ["Brows"]],
      ["Massage", ["Swedish massage", "Hot stones"]],
    ]);
  });

  it("offers only what the clicked member performs at the location, keeping the line's own service", () => {
    expect(names(groupServices(services, { memberId: 1 }))).toEqual([
      ["Massage", ["Swedish massage", "Hot stones"]],
    ]);
    expect(names(groupServices(services, { locationId: 2 }))).toEqual([
      ["Massage", ["Hot stones"]],
    ]);
    expect(
      names(groupServices(services, { memberId: 1, locationId: 1, keep: 20 })),
    ).toEqual([
      ["Face", ["Brows"]],
      ["Massage", ["Swedish massage", "Hot stones"]],
    ]);
    // No member chosen yet: every service.
    expect(groupServices(services, { memberId: "" })).toHaveLength(2);
  });

  it("offers only the members who perform the chosen service", () => {
    const member = (id: number) => ({ id, name: `M${id}` }) as FrameMember;
    const team = [member(1), member(2), member(3)];
    expect(membersFor(team, services[0], "").map((m) => m.id)).toEqual([1]);
    expect(membersFor(team, services[1], "").map((m) => m.id)).toEqual([1, 2]);
    expect(membersFor(team, services[0], 3).map((m) => m.id)).toEqual([1, 3]);
    expect(membersFor(team, undefined, "")).toHaveLength(3);
  });

  it("labels services and their options with length and price", () => {
    const words: LabelWords = {
      money: (minor) => `€${(minor / 100).toFixed(2)}`,
      minutes: (n) => `${n} min`,
      from: (price) => `from ${price}`,
    };
    expect(serviceLabel(services[0], words)).toBe(
      "Swedish massage · 60 min · €79.00",
    );
    expect(serviceLabel(services[1], words)).toBe(
      "Hot stones · 30–90 min · from €30.00",
    );
    const [, long] = services[1].pricing_options!;
    expect(optionLabel(services[1], long, words)).toBe(
      "Hot stones · Long · 90 min · €85.00",
    );
    // An option named only by its length does not say it twice.
    const [sixty] = services[0].pricing_options!;
    expect(optionLabel(services[0], sixty, words)).toBe(
      "Swedish massage · 60 min · €79.00",
    );
  });
});

describe("a refusal in the user's language", () => {
  const translateIn = (messages: typeof en, locale: string) => {
    const i18n = polyglotI18nProvider(() => messages, locale);
    return (key: string, options?: Record<string, unknown>) =>
      i18n.translate(key, options);
  };
  const zone = "America/New_York";
  const overlap: BookingRefusal = {
    status: 409,
    message: "Anna is already booked from 14:00 to 15:00 (A-000042).",
    code: "overlap",
    reason: "overlap",
    line: 0,
    conflicts: [
      {
        kind: "team_member",
        id: 1,
        name: "Anna",
        start_at: "2030-10-07T18:00:00Z",
        end_at: "2030-10-07T19:00:00Z",
        appointment_id: 42,
        reference: "A-000042",
        blocked_time: null,
        line: 0,
      },
    ],
  };

  it("words an overlap with the calendar's times, in English and in Arabic", () => {
    expect(
      refusalText(overlap, {
        translate: translateIn(en, "en"),
        localeTag: "en-US",
        timeZone: zone,
      }),
    ).toBe("Anna is already booked from 02:00 PM to 03:00 PM (A-000042).");
    const arabic = refusalText(overlap, {
      translate: translateIn(ae, "ar"),
      localeTag: "ar",
      timeZone: zone,
    });
    expect(arabic).toBe(
      ae.resources.appointments.refusals.conflict_booked
        .replace("%{name}", "Anna")
        .replace("%{start}", formatTimeAt("2030-10-07T18:00:00Z", "ar", zone))
        .replace("%{end}", formatTimeAt("2030-10-07T19:00:00Z", "ar", zone))
        .replace("%{reference}", "A-000042"),
    );
  });

  it("names blocked time, adds the hint when the user may book anyway, and keeps the server's sentence for an unknown reason", () => {
    const w = {
      translate: translateIn(en, "en"),
      localeTag: "en-GB",
      timeZone: zone,
    };
    expect(
      refusalText(
        {
          ...overlap,
          conflicts: [
            {
              ...overlap.conflicts![0],
              reference: null,
              appointment_id: null,
              blocked_time: { id: 7, kind: "lunch", title: "Team" },
            },
          ],
        },
        w,
      ),
    ).toBe("Anna has blocked time from 14:00 to 15:00 (Lunch: Team).");
    expect(
      refusalText(
        {
          status: 409,
          message: "Anna is not working then.",
          reason: "member_outside_hours",
          can_override: true,
          params: {
            member: "Anna",
            start_at: "2030-10-07T22:00:00Z",
            end_at: "2030-10-07T23:00:00Z",
          },
        },
        w,
      ),
    ).toMatch(
      /^Anna is not working from 18:00 to 19:00 on .+\. Confirm to book anyway\.$/,
    );
    expect(
      refusalText(
        { status: 409, message: "Something new.", reason: "future_reason" },
        w,
      ),
    ).toBe("Something new.");
  });
});
