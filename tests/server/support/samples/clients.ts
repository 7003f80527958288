import { unique, type AreaSamples } from "./types";

/** Clients area (service 3). */
export const clientsSamples: AreaSamples = {
  samplePayload: {
    clients: () => ({
      first_name: "Sample",
      last_name: `Client ${unique()}`,
      email: `client-${unique()}@example.com`,
      mobile: "+441234567890",
      gender: "female",
      birthday: "1990-05-17",
      notes: "Prefers mornings.",
      notify_email: true,
      notify_sms: false,
    }),
  },
  sampleUpdate: {
    clients: () => ({ last_name: `Renamed ${unique()}`, notify_sms: true }),
  },
  invalidValues: {
    clients: [
      ["first_name", ""],
      ["first_name", "   "],
      ["first_name", "x".repeat(101)],
      ["email", "not-an-email"],
      ["mobile", "12ab"],
      ["gender", "x"],
      ["birthday", "2020-13-45"],
      ["birthday", "17/05/1990"],
      ["notify_email", "yes"],
    ],
  },
};
