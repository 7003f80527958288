import Typography from "@mui/material/Typography";
import {
  AutocompleteArrayInput,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  SelectInput,
  TextInput,
  useTranslate,
} from "react-admin";
import { ZonedDateTimeInput } from "../../components/dates";
import { MoneyInput } from "../../components/money";
import {
  appliesToChoices,
  channelChoices,
  dealRuleValidators as rules,
  dealValidators as v,
  discountTypeChoices,
  editableStatusChoices,
  typeChoices,
} from "./dealModel";

const Section = ({ labelKey }: { labelKey: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
      {translate(labelKey)}
    </Typography>
  );
};

const options = { meta: { options: true } };

/** Form fields shared by DealCreate and DealEdit. */
export const DealInputs = () => (
  <>
    <TextInput source="name" validate={v.name} />
    <RadioButtonGroupInput
      source="type"
      choices={typeChoices}
      validate={v.type}
    />
    <FormDataConsumer>
      {({ formData }) =>
        formData.type === "promotion_code" ? (
          <TextInput
            source="code"
            validate={[...v.code, rules.code]}
            slotProps={{ htmlInput: { dir: "ltr" } }}
          />
        ) : null
      }
    </FormDataConsumer>
    <SelectInput source="status" choices={editableStatusChoices} />
    <Section labelKey="resources.deals.sections.discount" />
    <RadioButtonGroupInput
      source="discount_type"
      choices={discountTypeChoices}
      validate={v.discount_type}
    />
    <FormDataConsumer>
      {({ formData }) =>
        formData.discount_type === "fixed" ? (
          <MoneyInput
            source="discount_amount"
            validate={[...v.discount_amount, rules.discount_amount]}
          />
        ) : (
          <NumberInput
            source="discount_pct"
            step={0.5}
            validate={[...v.discount_pct, rules.discount_pct]}
          />
        )
      }
    </FormDataConsumer>
    <Section labelKey="resources.deals.sections.scope" />
    <SelectInput
      source="applies_to"
      choices={appliesToChoices}
      validate={v.applies_to}
    />
    <FormDataConsumer>
      {({ formData }) =>
        formData.applies_to === "selected_services" ? (
          <ReferenceArrayInput
            source="service_ids"
            reference="services"
            queryOptions={options}
          >
            <AutocompleteArrayInput validate={rules.service_ids} />
          </ReferenceArrayInput>
        ) : formData.applies_to === "selected_products" ? (
          <ReferenceArrayInput
            source="product_ids"
            reference="products"
            queryOptions={options}
          >
            <AutocompleteArrayInput validate={rules.product_ids} />
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
    <SelectInput source="channels" choices={channelChoices} />
    <Section labelKey="resources.deals.sections.period" />
    <ZonedDateTimeInput source="starts_at" validate={v.starts_at} />
    <ZonedDateTimeInput source="ends_at" validate={rules.ends_at} />
    <NumberInput
      source="usage_limit_total"
      step={1}
      validate={v.usage_limit}
      helperText="resources.deals.notifications.limits_help"
    />
    <NumberInput
      source="usage_limit_per_client"
      step={1}
      validate={v.usage_limit}
    />
  </>
);
