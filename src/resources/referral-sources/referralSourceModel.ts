import { maxLength, required } from "react-admin";
import { cleanFormValues } from "../../components/forms/cleanFormValues";
import { wholeNumber } from "../../components/forms/validators";

export interface ReferralSource {
  id: number;
  name: string;
  sort_order: number;
  is_default: boolean;
  archived_at?: string | null;
  created_at?: string;
  updated_at?: string;
}

export const referralSourceValidators = {
  name: [required("app.validation.required"), maxLength(100)],
  sort_order: [wholeNumber("app.validation.required")],
};

/** Trims the name; an empty order is left for the server to put the source last. */
export const transformReferralSource = (values: Partial<ReferralSource>) => {
  const result = cleanFormValues(values);
  if (result.sort_order == null) delete result.sort_order;
  return result;
};
