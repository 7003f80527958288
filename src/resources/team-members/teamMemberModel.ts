import { maxLength, minValue, regex, required } from "react-admin";
import { wholeNumber } from "../../components/forms/validators";
import { passwordError } from "../../account/passwordRules";
import type { TeamMember } from "../../types";

/** Service ids a staff login may be granted (DOMAIN §2: 2–17 and 19). */
export const AREA_SERVICE_IDS: readonly number[] = [
  2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19,
];

/** Pickers read the short option lists any signed-in user may read. */
export const OPTIONS = { meta: { options: true } };

export const COLOUR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

export const teamMemberDefaults = (): Partial<TeamMember> => ({
  calendar_colour: "#1976D2",
  location_ids: [],
  service_ids: [],
  sort_order: 0,
  bookable_online: true,
  login_enabled: false,
  permissions: [],
  own_calendar_only: false,
});

/** At least one location (DOMAIN §3.17); the server refuses an empty list too. */
const someLocation = (value: unknown) =>
  Array.isArray(value) && value.length > 0
    ? undefined
    : "resources.team-members.validation.location_required";

export const teamMemberValidators = {
  first_name: [required("app.validation.required"), maxLength(100)],
  last_name: [maxLength(100)],
  job_title: [maxLength(100)],
  location_ids: [someLocation],
  sort_order: [
    minValue(0),
    wholeNumber("resources.team-members.validation.whole_number"),
  ],
  calendar_colour: [
    required("app.validation.required"),
    regex(
      COLOUR_PATTERN,
      "resources.team-members.notifications.invalid_colour",
    ),
  ],
};

/**
 * Form-level rules of the staff login (api-contract): an e-mail when the
 * login is on, a password when it is first enabled, SPEC §5 password rules.
 */
export const validateTeamMember = (values: Partial<TeamMember>) => {
  const errors: Record<string, string> = {};
  const password = values.password ?? "";
  if (values.login_enabled) {
    if (!values.email?.trim())
      errors.email = "resources.team-members.login.email_required";
    if (!values.has_login && password === "") {
      errors.password = "resources.team-members.login.password_required";
    }
  }
  // A form-level validate replaces input-level rules in react-hook-form, so the field rules live here too.
  if ("first_name" in values && !values.first_name?.trim())
    errors.first_name = "app.validation.required";
  if (Array.isArray(values.location_ids) && values.location_ids.length === 0) {
    errors.location_ids = "resources.team-members.validation.location_required";
  }
  if (
    values.calendar_colour !== undefined &&
    !COLOUR_PATTERN.test(values.calendar_colour ?? "")
  ) {
    errors.calendar_colour =
      "resources.team-members.notifications.invalid_colour";
  }
  if (
    values.sort_order != null &&
    !(
      Number.isInteger(Number(values.sort_order)) &&
      Number(values.sort_order) >= 0
    )
  ) {
    errors.sort_order = "resources.team-members.validation.whole_number";
  }
  if (
    values.employment_start &&
    values.employment_end &&
    values.employment_end < values.employment_start
  ) {
    errors.employment_end =
      "resources.team-members.validation.employment_order";
  }
  if (password !== "") {
    const problem = passwordError(password);
    if (problem) errors.password = problem;
  }
  return errors;
};

const READ_ONLY = [
  "has_login",
  "created_at",
  "updated_at",
  "archived_at",
  "id",
];

/** The staff login fields: only the owner may send them (the server answers 403 to staff). */
const LOGIN_FIELDS = [
  "login_enabled",
  "password",
  "permissions",
  "own_calendar_only",
];

/**
 * Drops read-only fields and an empty password; trims text; blanks → null.
 * Without `logins` (a staff user editing the team) no login field is sent.
 */
export const transformTeamMember = (
  values: Partial<TeamMember>,
  { logins = true }: { logins?: boolean } = {},
): Partial<TeamMember> => {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (READ_ONLY.includes(key)) continue;
    const text =
      typeof value === "string" && key !== "password" ? value.trim() : value;
    result[key] = text === "" ? null : text;
  }
  if (!values.password) delete result.password;
  if (typeof result.email === "string")
    result.email = result.email.toLowerCase();
  result.permissions = (values.permissions ?? []).map(Number);
  if (values.location_ids)
    result.location_ids = values.location_ids.map(Number);
  if (values.service_ids) result.service_ids = values.service_ids.map(Number);
  if (!logins) for (const key of LOGIN_FIELDS) delete result[key];
  return result as Partial<TeamMember>;
};

export const teamMemberName = (record: Partial<TeamMember>): string =>
  [record.first_name, record.last_name].filter(Boolean).join(" ");
