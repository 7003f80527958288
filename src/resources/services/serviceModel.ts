import { maxLength, required } from "react-admin";
import { cleanFormValues } from "../../components/forms/cleanFormValues";
import { depositBody, depositErrors } from "./depositModel";
import type {
  ExtraTimeType,
  PriceType,
  PricingOption,
  Service,
} from "./serviceTypes";

const T = "resources.services.validation";

export const PRICE_TYPES: readonly PriceType[] = ["fixed", "from", "free"];
export const EXTRA_TIME_TYPES: readonly ExtraTimeType[] = [
  "none",
  "processing_after",
  "blocked_after",
];

export const priceTypeChoices = PRICE_TYPES.map((id) => ({
  id,
  name: `resources.services.price_types.${id}`,
}));
export const extraTimeChoices = EXTRA_TIME_TYPES.map((id) => ({
  id,
  name: `resources.services.extra_time_types.${id}`,
}));

type Translate = (key: string, options?: Record<string, unknown>) => string;
const U = "resources.services.units";

/** 90 → "1 h 30 min" in the user's language. */
export function formatMinutes(minutes: number, translate: Translate): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return translate(`${U}.minutes`, { m });
  return m
    ? translate(`${U}.hours_minutes`, { h, m })
    : translate(`${U}.hours`, { h });
}

/** "60 min" or "30 min – 1 h 30 min" for a list row. */
export function formatDurationRange(
  min: number | null | undefined,
  max: number | null | undefined,
  translate: Translate,
) {
  if (min == null || max == null) return "";
  return min === max
    ? formatMinutes(min, translate)
    : `${formatMinutes(min, translate)} – ${formatMinutes(max, translate)}`;
}

/** Durations offered by the option picker: 5 to 720 minutes in steps of 5 (DOMAIN §3.23). */
export const durationChoices = (translate: Translate) =>
  Array.from({ length: 144 }, (_, i) => (i + 1) * 5).map((m) => ({
    id: m,
    name: formatMinutes(m, translate),
  }));

export const newPricingOption = (): PricingOption => ({
  name: "",
  duration_minutes: 60,
  price_type: "fixed",
  price: null,
  special_price: null,
});

export const serviceDefaults = (): Partial<Service> => ({
  extra_time_type: "none",
  extra_time_minutes: null,
  resources_required: false,
  online_booking_enabled: true,
  voucher_sales_enabled: true,
  commission_enabled: true,
  deposit_type: "none",
  deposit_amount: null,
  deposit_percent: null,
  team_member_ids: [],
  location_ids: [],
  resource_ids: [],
  pricing_options: [newPricingOption()],
});

export const serviceValidators = {
  name: [required("app.validation.required"), maxLength(150)],
  treatment_type_id: [required("app.validation.required")],
  description: [maxLength(2000)],
};

const blank = (v: unknown) => v === null || v === undefined || v === "";

/** The option rules of DOMAIN §3.23, as the server checks them; messages are translation keys. */
export function validatePricingOption(
  o: Partial<PricingOption>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const duration = Number(o.duration_minutes);
  if (blank(o.duration_minutes))
    errors.duration_minutes = "app.validation.required";
  else if (
    !Number.isInteger(duration) ||
    duration < 5 ||
    duration > 720 ||
    duration % 5 !== 0
  )
    errors.duration_minutes = `${T}.duration`;
  if (blank(o.price)) {
    if (o.price_type !== "free") errors.price = "app.validation.required";
  } else if (Number(o.price) < 0) errors.price = `${T}.price_negative`;
  else if (o.price_type === "free" && Number(o.price) !== 0)
    errors.price = `${T}.free_price`;
  if (!blank(o.special_price)) {
    if (Number(o.special_price) < 0)
      errors.special_price = `${T}.price_negative`;
    else if (!blank(o.price) && Number(o.special_price) >= Number(o.price))
      errors.special_price = `${T}.special_price`;
  }
  return errors;
}

/** Form-level rules (the same as the server's): options, extra time, deposit, links. */
export function validateService(values: Partial<Service>) {
  const errors: Record<string, unknown> = {};
  if (!values.name?.trim()) errors.name = "app.validation.required";
  else if (values.name.trim().length > 150) errors.name = `${T}.name_length`;
  if (blank(values.treatment_type_id))
    errors.treatment_type_id = "app.validation.required";
  const options = values.pricing_options ?? [];
  if (!options.length) errors.pricing_options = `${T}.options_required`;
  else {
    const seen = new Set<string>();
    const optionErrors = options.map((o) => {
      const e = validatePricingOption(o ?? {});
      const key = o?.name?.trim().toLowerCase();
      if (key && seen.has(key)) e.name = `${T}.option_name_unique`;
      if (key) seen.add(key);
      return e;
    });
    if (optionErrors.some((e) => Object.keys(e).length))
      errors.pricing_options = optionErrors;
  }
  if (values.extra_time_type && values.extra_time_type !== "none") {
    const m = Number(values.extra_time_minutes);
    if (
      blank(values.extra_time_minutes) ||
      !Number.isInteger(m) ||
      m < 5 ||
      m > 120
    )
      errors.extra_time_minutes = `${T}.extra_time`;
  }
  Object.assign(errors, depositErrors(values));
  if (!values.team_member_ids?.length)
    errors.team_member_ids = `${T}.team_members_required`;
  if (!values.location_ids?.length)
    errors.location_ids = `${T}.locations_required`;
  if (values.resources_required && !values.resource_ids?.length)
    errors.resource_ids = `${T}.resources_required`;
  return errors;
}

const COMPUTED = ["price_min", "price_max", "duration_min", "duration_max"];

/** The body the API takes: trimmed text, blanks → null, options in order, no computed fields. */
export const transformService = (
  values: Partial<Service>,
): Partial<Service> => {
  const result = cleanFormValues(values, COMPUTED);
  result.pricing_options = (values.pricing_options ?? []).map((o) => {
    const option: PricingOption = {
      name: o.name?.trim() || null,
      duration_minutes: Number(o.duration_minutes),
      price_type: o.price_type ?? "fixed",
      price: o.price_type === "free" ? 0 : Number(o.price ?? 0),
      special_price: blank(o.special_price) ? null : Number(o.special_price),
    };
    return o.id ? { id: o.id, ...option } : option;
  });
  if (result.extra_time_type === "none") result.extra_time_minutes = null;
  Object.assign(result, depositBody(values));
  if (!values.resources_required && !values.resource_ids)
    result.resource_ids = [];
  return result;
};
