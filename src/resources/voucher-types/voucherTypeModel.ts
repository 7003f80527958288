import { maxLength, minValue, regex, required } from "react-admin";
import { cleanFormValues } from "../../components/forms/cleanFormValues";
import { crossField } from "../../components/forms/crossField";
import { wholeNumber } from "../../components/forms/validators";

export type ValidityUnit = "days" | "months" | "years";
export type Redeemable = "any" | "selected_services";

export interface VoucherType {
  id: number;
  name: string;
  value: number;
  retail_price: number;
  valid_for_value?: number | null;
  valid_for_unit?: ValidityUnit | null;
  redeemable_for: Redeemable;
  service_ids: number[];
  location_ids: number[];
  online_sales_enabled: boolean;
  title?: string | null;
  description?: string | null;
  colour?: string | null;
  note_for_client?: string | null;
  archived_at?: string | null;
  created_at?: string;
  updated_at?: string;
}

const R = "resources.voucher-types";

export const unitChoices = (["days", "months", "years"] as const).map((id) => ({
  id,
  name: `${R}.units.${id}`,
}));
export const redeemableChoices = (["any", "selected_services"] as const).map(
  (id) => ({
    id,
    name: `${R}.redeemable.${id}`,
  }),
);

export const voucherTypeValidators = {
  name: [required("app.validation.required"), maxLength(100)],
  value: [
    required("app.validation.required"),
    minValue(1, `${R}.validation.value_positive`),
  ],
  retail_price: [
    required("app.validation.required"),
    minValue(0, `${R}.validation.price_min`),
  ],
  valid_for_value: [
    wholeNumber(`${R}.validation.validity_pair`),
    minValue(1, `${R}.validation.validity_pair`),
  ],
  title: [maxLength(100)],
  colour: [regex(/^#[0-9A-Fa-f]{6}$/, "app.validation.colour")],
};

/** Rules across fields, as the server checks them (DOMAIN §3.28). */
export const validateVoucherType = (values: Partial<VoucherType>) => {
  const errors: Record<string, string> = {};
  const hasValue =
    values.valid_for_value != null && String(values.valid_for_value) !== "";
  if (hasValue !== Boolean(values.valid_for_unit))
    errors[hasValue ? "valid_for_unit" : "valid_for_value"] =
      `${R}.validation.validity_pair`;
  if (
    values.redeemable_for === "selected_services" &&
    !values.service_ids?.length
  )
    errors.service_ids = `${R}.validation.services_required`;
  if (!values.location_ids?.length)
    errors.location_ids = `${R}.validation.locations_required`;
  return errors;
};

export const voucherTypeDefaults = (): Partial<VoucherType> => ({
  redeemable_for: "any",
  online_sales_enabled: true,
  service_ids: [],
  location_ids: [],
});

export const transformVoucherType = (
  values: Partial<VoucherType>,
): Partial<VoucherType> => {
  const result = cleanFormValues(values);
  if (result.redeemable_for !== "selected_services") result.service_ids = [];
  return result;
};

/** Per-input checks of validateVoucherType (react-admin runs input validators only). */
export const voucherTypeRuleValidators = {
  valid_for_value: crossField(validateVoucherType, "valid_for_value"),
  valid_for_unit: crossField(validateVoucherType, "valid_for_unit"),
  service_ids: crossField(validateVoucherType, "service_ids"),
  location_ids: crossField(validateVoucherType, "location_ids"),
};
