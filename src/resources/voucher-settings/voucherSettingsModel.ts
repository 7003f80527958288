import { maxLength, maxValue, minValue, regex, required } from "react-admin";
import { cleanFormValues } from "../../components/forms/cleanFormValues";
import { wholeNumber } from "../../components/forms/validators";

export interface VoucherSettings {
  id: "current";
  default_valid_for_value: number;
  default_valid_for_unit: "days" | "months" | "years";
  code_length: number;
  code_prefix?: string | null;
  allow_partial_redemption: boolean;
  redeemable_on_products: boolean;
  online_sales_enabled: boolean;
  terms_text?: string | null;
  created_at?: string;
  updated_at?: string;
}

const R = "resources.voucher-settings.validation";

export const voucherSettingsValidators = {
  default_valid_for_value: [
    required("app.validation.required"),
    wholeNumber(`${R}.positive`),
    minValue(1, `${R}.positive`),
  ],
  default_valid_for_unit: [required("app.validation.required")],
  code_length: [
    required("app.validation.required"),
    wholeNumber(`${R}.code_length`),
    minValue(6, `${R}.code_length`),
    maxValue(16, `${R}.code_length`),
  ],
  code_prefix: [
    maxLength(6, `${R}.code_prefix`),
    regex(/^[A-Za-z0-9]*$/, `${R}.code_prefix`),
  ],
  terms_text: [maxLength(5000)],
};

/** Sends the editable fields only, the prefix in capitals. */
export const transformVoucherSettings = (values: Partial<VoucherSettings>) => {
  const result = cleanFormValues(values, ["id"]);
  if (typeof result.code_prefix === "string")
    result.code_prefix = result.code_prefix.toUpperCase();
  return result;
};
