import { maxLength, required } from "react-admin";
import { cleanFormValues } from "../../components/forms/cleanFormValues";
import type { Membership } from "../services/serviceTypes";

const T = "resources.memberships.validation";

export const scopeChoices = (["all", "selected"] as const).map((id) => ({
  id,
  name: `resources.memberships.scopes.${id}`,
}));
export const sessionTypeChoices = (["limited", "unlimited"] as const).map(
  (id) => ({
    id,
    name: `resources.memberships.session_types.${id}`,
  }),
);
export const validityUnitChoices = (["days", "months", "years"] as const).map(
  (id) => ({
    id,
    name: `resources.memberships.units.${id}`,
  }),
);

export const membershipDefaults = (): Partial<Membership> => ({
  services_scope: "all",
  service_ids: [],
  session_type: "unlimited",
  sessions_count: null,
  valid_for_value: 1,
  valid_for_unit: "months",
  price: null,
  location_ids: [],
  online_sales_enabled: true,
  commission_enabled: true,
});

export const membershipValidators = {
  name: [required("app.validation.required"), maxLength(150)],
  required: [required("app.validation.required")],
};

const blank = (v: unknown) => v === null || v === undefined || v === "";
const positiveWhole = (v: unknown, max = 1000) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= max;
};

/** The rules of DOMAIN §3.25, as the server checks them. */
export const validateMembership = (values: Partial<Membership>) => {
  const errors: Record<string, string> = {};
  if (!values.name?.trim()) errors.name = "app.validation.required";
  else if (values.name.trim().length > 150) errors.name = `${T}.name_length`;
  if (
    values.session_type === "limited" &&
    !positiveWhole(values.sessions_count)
  )
    errors.sessions_count = `${T}.sessions_count`;
  if (values.services_scope === "selected" && !values.service_ids?.length)
    errors.service_ids = `${T}.services_required`;
  if (!positiveWhole(values.valid_for_value))
    errors.valid_for_value = `${T}.valid_for`;
  if (blank(values.price)) errors.price = "app.validation.required";
  else if (Number(values.price) < 0) errors.price = `${T}.price_negative`;
  if (!values.location_ids?.length)
    errors.location_ids = `${T}.locations_required`;
  return errors;
};

/** The body the API takes: cleared count when unlimited, no services when all are covered. */
export const transformMembership = (
  values: Partial<Membership>,
): Partial<Membership> => {
  const result = cleanFormValues(values);
  if (values.session_type === "unlimited") result.sessions_count = null;
  if (values.services_scope === "all") result.service_ids = [];
  return result;
};
