import type { Client, TeamMember } from "../../../src/types";
import type { CurrentUser } from "../../../src/providers/currentUser";

const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** An unsigned JWT with the given payload (the SPA only decodes tokens). */
export const buildToken = (payload: Record<string, unknown> = {}) =>
  `${base64Url({ alg: "HS256", typ: "JWT" })}.${base64Url({
    sub: "1",
    name: "Ada Owner",
    email: "ada@example.com",
    role: 2,
    merchant_id: 1,
    ...payload,
  })}.signature`;

export const buildUser = (
  overrides: Partial<CurrentUser> = {},
): CurrentUser => ({
  sub: "1",
  name: "Ada Owner",
  email: "ada@example.com",
  role: 2,
  merchant_id: 1,
  token: buildToken({ role: overrides.role ?? 2 }),
  currency_code: "EUR",
  ...overrides,
});

/** Stores a signed-in user the way authProvider.login does. */
export const signIn = (
  user: Partial<CurrentUser> = {},
  serviceIds: number[] = [],
) => {
  window.localStorage.setItem("currentUser", JSON.stringify(buildUser(user)));
  window.localStorage.setItem(
    "permissions",
    JSON.stringify(
      serviceIds.map((service_id) => ({ service_id, permission_status: 1 })),
    ),
  );
};

export const buildClient = (overrides: Partial<Client> = {}): Client => ({
  id: 1,
  first_name: "Grace",
  last_name: "Hopper",
  email: "grace@example.com",
  mobile: "+447400123456",
  gender: "female",
  notify_email: true,
  notify_sms: true,
  marketing_email_opt_in: false,
  marketing_sms_opt_in: false,
  ...overrides,
});

export const buildTeamMember = (
  overrides: Partial<TeamMember> = {},
): TeamMember => ({
  id: 1,
  first_name: "Maya",
  last_name: "Stone",
  email: "maya@example.com",
  calendar_colour: "#1976D2",
  bookable_online: true,
  login_enabled: false,
  has_login: false,
  permissions: [],
  ...overrides,
});

/** A fetch Response with a JSON body. */
export const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { "Content-Type": "application/json", ...(init.headers ?? {}) },
  });
