import { unique, type AreaSamples, type Fixtures } from "./types";

const member = (_fx: Fixtures) => ({
  first_name: "Sample",
  last_name: `Member ${unique()}`,
  email: `member-${unique()}@example.com`,
  mobile: "+441234567891",
  job_title: "Therapist",
  calendar_colour: "#1E88E5",
  employment_start: "2024-01-15",
  bookable_online: true,
  sort_order: 3,
});

/** Team area (service 16). */
export const teamSamples: AreaSamples = {
  samplePayload: { "team-members": member },
  sampleUpdate: {
    "team-members": () => ({ job_title: `Senior ${unique()}`, sort_order: 7 }),
  },
  invalidValues: {
    "team-members": [
      ["first_name", ""],
      ["first_name", "x".repeat(101)],
      ["email", "not-an-email"],
      ["mobile", "12ab"],
      ["calendar_colour", "red"],
      ["employment_start", "2020-13-45"],
      ["sort_order", -1],
      ["sort_order", 1.5],
    ],
  },
  richPayload: {
    "team-members": (fx) => ({
      ...member(fx),
      login_enabled: true,
      password: "Member-pass#2026",
      permissions: [3, 4],
    }),
  },
};
