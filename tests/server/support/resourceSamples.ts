import { randomBytes } from "node:crypto";
import type { ResourceDef } from "../../../server/src/lib/crudRoutes";

/**
 * Test data for every resource of the registry (server/src/modules/index.ts).
 * The resource matrices look a resource up here by name and FAIL when it is
 * missing, so adding a resource to the registry forces adding its samples.
 */
type Payload = Record<string, unknown>;

const unique = () => randomBytes(4).toString("hex");

/** A valid create payload (unique values on every call), usable by the owner and by staff. */
export const samplePayload: Record<string, () => Payload> = {
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
  "team-members": () => ({
    first_name: "Sample",
    last_name: `Member ${unique()}`,
    email: `member-${unique()}@example.com`,
    mobile: "+441234567891",
    job_title: "Therapist",
    calendar_colour: "#1E88E5",
    employment_start: "2024-01-15",
    bookable_online: true,
    sort_order: 3,
  }),
};

/** A valid partial update that changes at least one field of a sample row. */
export const sampleUpdate: Record<string, () => Payload> = {
  clients: () => ({ last_name: `Renamed ${unique()}`, notify_sms: true }),
  "team-members": () => ({ job_title: `Senior ${unique()}`, sort_order: 7 }),
};

/** Field values each resource must refuse with 422 and `errors.<field>`. */
export const invalidValues: Record<string, [field: string, value: unknown][]> =
  {
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
  };

/** Optional extra create payloads for paths the plain sample does not reach (owner only). */
export const richPayload: Record<string, () => Payload> = {
  "team-members": () => ({
    ...samplePayload["team-members"](),
    login_enabled: true,
    password: "Member-pass#2026",
    permissions: [3, 4],
  }),
};

function lookup<T>(map: Record<string, T>, def: ResourceDef, what: string): T {
  const v = map[def.name];
  if (v === undefined)
    throw new Error(
      `Resource "${def.name}" is registered but has no ${what} in tests/server/support/resourceSamples.ts: add one.`,
    );
  return v;
}

export const sampleFor = (def: ResourceDef) =>
  lookup(samplePayload, def, "samplePayload")();
export const updateFor = (def: ResourceDef) =>
  lookup(sampleUpdate, def, "sampleUpdate")();
export const invalidFor = (def: ResourceDef) =>
  lookup(invalidValues, def, "invalidValues");

/** Names of registered resources that lack a sample of any kind (the matrices assert this is empty). */
export function missingSamples(defs: readonly ResourceDef[]) {
  return defs.flatMap((d) =>
    (
      [
        ["samplePayload", samplePayload],
        ["sampleUpdate", sampleUpdate],
        ["invalidValues", invalidValues],
      ] as const
    )
      .filter(([, map]) => !(d.name in map))
      .map(([what]) => `${d.name}: no ${what}`),
  );
}
