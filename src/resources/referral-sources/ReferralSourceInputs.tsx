import { BooleanInput, NumberInput, TextInput } from "react-admin";
import { referralSourceValidators as v } from "./referralSourceModel";

/** Form fields shared by ReferralSourceCreate and ReferralSourceEdit. */
export const ReferralSourceInputs = () => (
  <>
    <TextInput source="name" validate={v.name} />
    <BooleanInput
      source="is_default"
      helperText="resources.referral-sources.notifications.default_help"
    />
    <NumberInput source="sort_order" step={1} validate={v.sort_order} />
  </>
);
