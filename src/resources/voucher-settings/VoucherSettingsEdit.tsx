import Stack from "@mui/material/Stack";
import { BooleanInput, NumberInput, SelectInput, TextInput } from "react-admin";
import { Section } from "../settings/SettingsParts";
import { SingletonEdit } from "../settings/SingletonEdit";
import { unitChoices } from "../voucher-types/voucherTypeModel";
import {
  transformVoucherSettings,
  voucherSettingsValidators as v,
} from "./voucherSettingsModel";

/** The merchant's voucher settings (DOMAIN §3.29): one record, edited in place. */
export const VoucherSettingsEdit = () => (
  <SingletonEdit
    resource="voucher-settings"
    transform={transformVoucherSettings}
  >
    <Section labelKey="resources.voucher-settings.sections.validity" />
    <Stack direction={{ xs: "column", sm: "row" }} spacing={{ sm: 2 }}>
      <NumberInput
        source="default_valid_for_value"
        step={1}
        validate={v.default_valid_for_value}
      />
      <SelectInput
        source="default_valid_for_unit"
        choices={unitChoices}
        validate={v.default_valid_for_unit}
      />
    </Stack>
    <Section labelKey="resources.voucher-settings.sections.codes" />
    <NumberInput source="code_length" step={1} validate={v.code_length} />
    <TextInput
      source="code_prefix"
      validate={v.code_prefix}
      helperText="resources.voucher-settings.notifications.code_help"
      slotProps={{ htmlInput: { dir: "ltr" } }}
    />
    <Section labelKey="resources.voucher-settings.sections.redemption" />
    <BooleanInput source="allow_partial_redemption" />
    <BooleanInput source="redeemable_on_products" />
    <BooleanInput source="online_sales_enabled" />
    <TextInput
      source="terms_text"
      multiline
      minRows={3}
      validate={v.terms_text}
    />
  </SingletonEdit>
);
