import { maxLength, maxValue, minValue, regex, required } from "react-admin";
import { cleanFormValues } from "../../components/forms/cleanFormValues";
import { crossField } from "../../components/forms/crossField";
import { wholeNumber } from "../../components/forms/validators";

export type DealType = "promotion_code" | "flash_sale";
export type DiscountType = "percent" | "fixed";
export type AppliesTo =
  | "all_services"
  | "selected_services"
  | "all_products"
  | "selected_products"
  | "memberships"
  | "vouchers";
export type DealChannel = "online" | "in_store" | "both";
export type DealStatus = "active" | "inactive" | "archived";

export interface Deal {
  id: number;
  name: string;
  type: DealType;
  code?: string | null;
  discount_type: DiscountType;
  discount_pct?: number | null;
  discount_amount?: number | null;
  applies_to: AppliesTo;
  service_ids: number[];
  product_ids: number[];
  location_ids: number[];
  channels: DealChannel;
  starts_at: string;
  ends_at?: string | null;
  usage_limit_total?: number | null;
  usage_limit_per_client?: number | null;
  status: DealStatus;
  archived_at?: string | null;
  created_at?: string;
  updated_at?: string;
}

const R = "resources.deals";
const choices = <T extends string>(ids: readonly T[], group: string) =>
  ids.map((id) => ({ id, name: `${R}.${group}.${id}` }));

export const typeChoices = choices<DealType>(
  ["promotion_code", "flash_sale"],
  "types",
);
export const discountTypeChoices = choices<DiscountType>(
  ["percent", "fixed"],
  "discount_types",
);
export const appliesToChoices = choices<AppliesTo>(
  [
    "all_services",
    "selected_services",
    "all_products",
    "selected_products",
    "memberships",
    "vouchers",
  ],
  "applies",
);
export const channelChoices = choices<DealChannel>(
  ["both", "online", "in_store"],
  "channels",
);
export const statusChoices = choices<DealStatus>(
  ["active", "inactive", "archived"],
  "statuses",
);
/** A form sets active or inactive; archiving is the list's action. */
export const editableStatusChoices = statusChoices.filter(
  (c) => c.id !== "archived",
);

const positive = [
  wholeNumber(`${R}.validation.positive`),
  minValue(1, `${R}.validation.positive`),
];

export const dealValidators = {
  name: [required("app.validation.required"), maxLength(100)],
  type: [required("app.validation.required")],
  code: [
    maxLength(30),
    regex(/^[A-Za-z0-9_-]*$/, `${R}.validation.code_format`),
  ],
  discount_type: [required("app.validation.required")],
  discount_pct: [
    minValue(0, `${R}.validation.percent_range`),
    maxValue(100, `${R}.validation.percent_range`),
  ],
  discount_amount: [minValue(0, "app.validation.required")],
  applies_to: [required("app.validation.required")],
  starts_at: [required("app.validation.required")],
  usage_limit: positive,
};

const time = (value: unknown) =>
  value ? new Date(value as string).getTime() : NaN;

/** Rules across fields, as the server checks them (DOMAIN §3.27). */
export const validateDeal = (values: Partial<Deal>) => {
  const errors: Record<string, string> = {};
  if (values.type === "promotion_code" && !values.code?.trim())
    errors.code = `${R}.validation.code_required`;
  if (
    values.discount_type === "percent" &&
    (values.discount_pct == null || String(values.discount_pct) === "")
  )
    errors.discount_pct = `${R}.validation.percent_range`;
  if (values.discount_type === "fixed" && values.discount_amount == null)
    errors.discount_amount = `${R}.validation.amount_required`;
  if (time(values.ends_at) <= time(values.starts_at))
    errors.ends_at = `${R}.validation.end_after_start`;
  if (values.applies_to === "selected_services" && !values.service_ids?.length)
    errors.service_ids = `${R}.validation.services_required`;
  if (values.applies_to === "selected_products" && !values.product_ids?.length)
    errors.product_ids = `${R}.validation.products_required`;
  if (!values.location_ids?.length)
    errors.location_ids = `${R}.validation.locations_required`;
  return errors;
};

export const dealDefaults = (): Partial<Deal> => ({
  type: "promotion_code",
  discount_type: "percent",
  applies_to: "all_services",
  channels: "both",
  status: "active",
  service_ids: [],
  product_ids: [],
  location_ids: [],
});

/** Sends only what the chosen type, discount and scope use; codes in capitals. */
export const transformDeal = (values: Partial<Deal>): Partial<Deal> => {
  const result = cleanFormValues(values);
  result.code =
    result.type === "promotion_code" && result.code
      ? result.code.toUpperCase()
      : null;
  if (result.discount_type === "percent") result.discount_amount = null;
  else result.discount_pct = null;
  if (result.applies_to !== "selected_services") result.service_ids = [];
  if (result.applies_to !== "selected_products") result.product_ids = [];
  if (result.status === "archived") delete result.status;
  return result;
};

/** Per-input checks of validateDeal (react-admin runs input validators only). */
export const dealRuleValidators = {
  code: crossField(validateDeal, "code"),
  discount_pct: crossField(validateDeal, "discount_pct"),
  discount_amount: crossField(validateDeal, "discount_amount"),
  ends_at: crossField(validateDeal, "ends_at"),
  service_ids: crossField(validateDeal, "service_ids"),
  product_ids: crossField(validateDeal, "product_ids"),
  location_ids: crossField(validateDeal, "location_ids"),
};
