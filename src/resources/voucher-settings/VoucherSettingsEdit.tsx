import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import {
  BooleanInput,
  Edit,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useTranslate,
} from "react-admin";
import { unitChoices } from "../voucher-types/voucherTypeModel";
import {
  transformVoucherSettings,
  voucherSettingsValidators as v,
} from "./voucherSettingsModel";

const Section = ({ labelKey }: { labelKey: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
      {translate(labelKey)}
    </Typography>
  );
};

/** The page title: the settings' name, not react-admin's "<name> #current". */
const VoucherSettingsTitle = () => {
  const translate = useTranslate();
  return (
    <>{translate("resources.voucher-settings.name", { smart_count: 1 })}</>
  );
};

/** Settings have no delete: only Save. */
const SettingsToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The merchant's voucher settings (DOMAIN §3.29): one record, edited in place. */
export const VoucherSettingsEdit = () => (
  <Edit
    resource="voucher-settings"
    id="current"
    redirect={false}
    mutationMode="pessimistic"
    transform={transformVoucherSettings}
    title={<VoucherSettingsTitle />}
  >
    <SimpleForm toolbar={<SettingsToolbar />}>
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
    </SimpleForm>
  </Edit>
);
