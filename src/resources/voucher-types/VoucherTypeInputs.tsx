import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import {
  AutocompleteArrayInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  SelectInput,
  TextInput,
  useTranslate,
} from "react-admin";
import { MoneyInput } from "../../components/money";
import {
  redeemableChoices,
  unitChoices,
  voucherTypeRuleValidators as rules,
  voucherTypeValidators as v,
} from "./voucherTypeModel";
import { ColourInput } from "../../components/forms/ColourInput";

const Section = ({ labelKey }: { labelKey: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
      {translate(labelKey)}
    </Typography>
  );
};

const options = { meta: { options: true } };

/** Form fields shared by VoucherTypeCreate and VoucherTypeEdit. */
export const VoucherTypeInputs = () => (
  <>
    <TextInput source="name" validate={v.name} />
    <Section labelKey="resources.voucher-types.sections.price" />
    <MoneyInput source="value" validate={v.value} />
    <MoneyInput source="retail_price" validate={v.retail_price} />
    <Stack direction={{ xs: "column", sm: "row" }} spacing={{ sm: 2 }}>
      <NumberInput
        source="valid_for_value"
        step={1}
        validate={[...v.valid_for_value, rules.valid_for_value]}
        helperText="resources.voucher-types.notifications.default_validity"
      />
      <SelectInput
        source="valid_for_unit"
        choices={unitChoices}
        emptyText=""
        validate={rules.valid_for_unit}
      />
    </Stack>
    <Section labelKey="resources.voucher-types.sections.scope" />
    <RadioButtonGroupInput
      source="redeemable_for"
      choices={redeemableChoices}
    />
    <FormDataConsumer>
      {({ formData }) =>
        formData.redeemable_for === "selected_services" ? (
          <ReferenceArrayInput
            source="service_ids"
            reference="services"
            queryOptions={options}
          >
            <AutocompleteArrayInput validate={rules.service_ids} />
          </ReferenceArrayInput>
        ) : null
      }
    </FormDataConsumer>
    <ReferenceArrayInput
      source="location_ids"
      reference="locations"
      queryOptions={options}
    >
      <AutocompleteArrayInput validate={rules.location_ids} />
    </ReferenceArrayInput>
    <BooleanInput source="online_sales_enabled" />
    <Section labelKey="resources.voucher-types.sections.design" />
    <TextInput source="title" validate={v.title} />
    <TextInput source="description" multiline minRows={2} />
    <ColourInput source="colour" validate={v.colour} sx={{ width: 160 }} />
    <TextInput source="note_for_client" multiline minRows={2} />
  </>
);
