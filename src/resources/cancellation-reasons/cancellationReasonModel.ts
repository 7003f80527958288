import { maxLength, required } from "react-admin";
import { cleanFormValues } from "../../components/forms/cleanFormValues";
import { wholeNumber } from "../../components/forms/validators";

export type Initiator = "client" | "business" | "any";

export interface CancellationReason {
  id: number;
  name: string;
  initiated_by: Initiator;
  sort_order: number;
  archived_at?: string | null;
  created_at?: string;
  updated_at?: string;
}

export const INITIATORS: readonly Initiator[] = ["client", "business", "any"];

export const initiatorChoices = INITIATORS.map((id) => ({
  id,
  name: `resources.cancellation-reasons.initiators.${id}`,
}));

export const cancellationReasonValidators = {
  name: [required("app.validation.required"), maxLength(100)],
  sort_order: [wholeNumber("app.validation.required")],
};

/** Trims the name; an empty order is left for the server to put the reason last. */
export const transformCancellationReason = (
  values: Partial<CancellationReason>,
) => {
  const result = cleanFormValues(values);
  if (result.sort_order == null) delete result.sort_order;
  return result;
};
