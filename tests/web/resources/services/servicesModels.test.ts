import { describe, expect, it } from "vitest";
import {
  formatDurationRange,
  transformService,
  validatePricingOption,
  validateService,
} from "../../../../src/resources/services/serviceModel";
import {
  ruleErrors,
  summariseRules,
  validateAvailability,
} from "../../../../src/resources/service-availability/availabilityModel";
import {
  transformMembership,
  validateMembership,
} from "../../../../src/resources/memberships/membershipModel";
import type { Service } from "../../../../src/resources/services/serviceTypes";

const translate = (key: string, o: Record<string, unknown> = {}) =>
  key.endsWith("hours_minutes")
    ? `${o.h} h ${o.m} min`
    : key.endsWith("hours")
      ? `${o.h} h`
      : `${o.m} min`;

const valid: Partial<Service> = {
  name: "Massage",
  treatment_type_id: 1,
  team_member_ids: [1],
  location_ids: [2],
  extra_time_type: "none",
  resources_required: false,
  pricing_options: [
    {
      duration_minutes: 60,
      price_type: "fixed",
      price: 5000,
      special_price: null,
    },
  ],
};

describe("service rules (same as the server)", () => {
  it("accepts a complete service", () => {
    expect(validateService(valid)).toEqual({});
  });

  it("checks durations, prices, special prices and free options", () => {
    const v = (o: object) =>
      validatePricingOption({ price_type: "fixed", ...o });
    expect(v({ duration_minutes: 7, price: 1 })).toEqual({
      duration_minutes: "resources.services.validation.duration",
    });
    expect(
      v({ duration_minutes: 725, price: 1 }).duration_minutes,
    ).toBeDefined();
    expect(v({ duration_minutes: 720, price: 1 })).toEqual({});
    expect(v({ duration_minutes: 60, price: 100, special_price: 100 })).toEqual(
      {
        special_price: "resources.services.validation.special_price",
      },
    );
    expect(v({ duration_minutes: 60, price: 100, special_price: 99 })).toEqual(
      {},
    );
    expect(v({ duration_minutes: 60, price_type: "free", price: 5 })).toEqual({
      price: "resources.services.validation.free_price",
    });
    expect(v({ duration_minutes: 60, price: null })).toEqual({
      price: "app.validation.required",
    });
  });

  it("needs an option, a team member, a location, extra minutes and a resource when asked", () => {
    const errors = validateService({
      ...valid,
      pricing_options: [],
      team_member_ids: [],
      location_ids: [],
      extra_time_type: "blocked_after",
      extra_time_minutes: 121,
      resources_required: true,
      resource_ids: [],
    });
    expect(Object.keys(errors).sort()).toEqual([
      "extra_time_minutes",
      "location_ids",
      "pricing_options",
      "resource_ids",
      "team_member_ids",
    ]);
  });

  it("flags two options with the same name on the second one", () => {
    const errors = validateService({
      ...valid,
      pricing_options: [
        { name: "Short", duration_minutes: 30, price_type: "fixed", price: 1 },
        {
          name: " short ",
          duration_minutes: 45,
          price_type: "fixed",
          price: 2,
        },
      ],
    });
    expect(errors.pricing_options).toEqual([
      {},
      { name: "resources.services.validation.option_name_unique" },
    ]);
  });

  it("sends options in order with their ids, zero for free ones, and no computed fields", () => {
    const body = transformService({
      ...valid,
      id: 4,
      name: "  Massage ",
      price_min: 1,
      extra_time_type: "none",
      extra_time_minutes: 15,
      pricing_options: [
        {
          id: 9,
          name: " 60 min ",
          duration_minutes: 60,
          price_type: "fixed",
          price: 5000,
          special_price: 4000,
          sort_order: 0,
        },
        { name: "", duration_minutes: 30, price_type: "free", price: null },
      ],
    });
    expect(body).not.toHaveProperty("id");
    expect(body).not.toHaveProperty("price_min");
    expect(body.name).toBe("Massage");
    expect(body.extra_time_minutes).toBeNull();
    expect(body.pricing_options).toEqual([
      {
        id: 9,
        name: "60 min",
        duration_minutes: 60,
        price_type: "fixed",
        price: 5000,
        special_price: 4000,
      },
      {
        name: null,
        duration_minutes: 30,
        price_type: "free",
        price: 0,
        special_price: null,
      },
    ]);
  });

  it("formats duration ranges", () => {
    expect(formatDurationRange(60, 60, translate)).toBe("1 h");
    expect(formatDurationRange(45, 90, translate)).toBe("45 min – 1 h 30 min");
    expect(formatDurationRange(null, null, translate)).toBe("");
  });
});

describe("availability rules", () => {
  const r = (weekday: number, start: string, end: string) => ({
    weekday,
    start,
    end,
  });

  it("checks HH:MM, end after start and overlaps per day", () => {
    expect(
      ruleErrors([
        r(1, "9:00", "12:00"),
        r(1, "12:00", "12:00"),
        r(2, "09:00", "12:00"),
        r(2, "11:00", "13:00"),
        r(3, "11:00", "13:00"),
      ]),
    ).toEqual([
      { start: "resources.service-availability.validation.time" },
      { end: "resources.service-availability.validation.end_after_start" },
      {},
      { start: "resources.service-availability.validation.overlap" },
      {},
    ]);
    expect(
      ruleErrors([r(1, "09:00", "12:00"), r(1, "12:00", "13:00")]),
    ).toEqual([{}, {}]);
  });

  it("needs a service, a rule and ordered dates", () => {
    expect(
      validateAvailability({
        rules: [],
        date_from: "2026-05-02",
        date_to: "2026-05-01",
      }),
    ).toEqual({
      service_id: "app.validation.required",
      rules: "resources.service-availability.validation.rules_required",
      date_to: "resources.service-availability.validation.date_order",
    });
  });

  it("summarises the week in day order", () => {
    const text = summariseRules(
      [r(6, "10:00", "14:00"), r(1, "13:00", "17:00"), r(1, "09:00", "12:00")],
      (d) => `D${d}`,
    );
    expect(text).toBe("D1 09:00–12:00, 13:00–17:00 · D6 10:00–14:00");
  });
});

describe("membership rules", () => {
  it("needs a count when limited and services when selected; clears them otherwise", () => {
    expect(
      validateMembership({
        name: "Club",
        session_type: "limited",
        sessions_count: null,
        services_scope: "selected",
        service_ids: [],
        valid_for_value: 0,
        price: null,
        location_ids: [],
      }),
    ).toEqual({
      sessions_count: "resources.memberships.validation.sessions_count",
      service_ids: "resources.memberships.validation.services_required",
      valid_for_value: "resources.memberships.validation.valid_for",
      price: "app.validation.required",
      location_ids: "resources.memberships.validation.locations_required",
    });
    expect(
      transformMembership({
        name: "Club",
        session_type: "unlimited",
        sessions_count: 4,
        services_scope: "all",
        service_ids: [3],
      }),
    ).toMatchObject({ sessions_count: null, service_ids: [] });
  });
});
