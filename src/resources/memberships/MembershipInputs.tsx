import Box from "@mui/material/Box";
import {
  AutocompleteArrayInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from "react-admin";
import { formCell, formRow } from "../../components/forms/formLayout";
import { MoneyInput } from "../../components/money";
import { Section } from "../services/AreaParts";
import {
  membershipValidators as v,
  scopeChoices,
  sessionTypeChoices,
  validityUnitChoices,
} from "./membershipModel";
import { ColourInput } from "../../components/forms/ColourInput";

const options = { meta: { options: true } };
const cell = formCell(200);

/** Form fields shared by MembershipCreate and MembershipEdit (DOMAIN §3.25). */
export const MembershipInputs = () => (
  <>
    <Section labelKey="resources.memberships.sections.details" />
    <TextInput source="name" validate={v.name} />
    <TextInput source="description" multiline minRows={2} />
    <Section labelKey="resources.memberships.sections.services" />
    <RadioButtonGroupInput source="services_scope" choices={scopeChoices} />
    <FormDataConsumer>
      {({ formData }) =>
        formData.services_scope === "selected" ? (
          <ReferenceArrayInput
            source="service_ids"
            reference="services"
            queryOptions={options}
          >
            <AutocompleteArrayInput optionText="name" />
          </ReferenceArrayInput>
        ) : null
      }
    </FormDataConsumer>
    <ReferenceArrayInput
      source="location_ids"
      reference="locations"
      queryOptions={options}
    >
      <AutocompleteArrayInput optionText="name" />
    </ReferenceArrayInput>
    <Section labelKey="resources.memberships.sections.sessions" />
    <Box sx={formRow}>
      <SelectInput
        source="session_type"
        choices={sessionTypeChoices}
        validate={v.required}
        sx={cell}
      />
      <FormDataConsumer>
        {({ formData }) =>
          formData.session_type === "limited" ? (
            <NumberInput source="sessions_count" min={1} step={1} sx={cell} />
          ) : null
        }
      </FormDataConsumer>
    </Box>
    <Box sx={formRow}>
      <NumberInput
        source="valid_for_value"
        min={1}
        step={1}
        validate={v.required}
        sx={cell}
      />
      <SelectInput
        source="valid_for_unit"
        choices={validityUnitChoices}
        validate={v.required}
        sx={cell}
      />
    </Box>
    <Section labelKey="resources.memberships.sections.sale" />
    <Box sx={formRow}>
      <MoneyInput source="price" validate={v.required} sx={cell} />
      <ReferenceInput
        source="tax_rate_id"
        reference="tax-rates"
        queryOptions={options}
      >
        <SelectInput
          optionText="name"
          emptyText="resources.memberships.default_tax"
          sx={cell}
        />
      </ReferenceInput>
    </Box>
    <BooleanInput source="online_sales_enabled" />
    <BooleanInput source="commission_enabled" />
    <TextInput source="terms" multiline minRows={2} />
    <ColourInput source="colour" />
  </>
);
