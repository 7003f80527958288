import Box from "@mui/material/Box";
import {
  AutocompleteArrayInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from "react-admin";
import { CreatableReferenceInput } from "../../components/forms/CreatableReferenceInput";
import { formCell, formRow } from "../../components/forms/formLayout";
import { Section } from "./AreaParts";
import { DepositInputs } from "./DepositInputs";
import { PricingOptionsInput } from "./PricingOptionsInput";
import { extraTimeChoices, serviceValidators as v } from "./serviceModel";
import { PreselectOnlyChoice } from "../../components/forms/PreselectOnlyChoice";
import { ColourInput } from "../../components/forms/ColourInput";

const options = { meta: { options: true } };
const half = formCell(240);

const memberName = (r: { first_name?: string; last_name?: string | null }) =>
  [r.first_name, r.last_name].filter(Boolean).join(" ");

/** Form fields shared by ServiceCreate and ServiceEdit (DOMAIN §3.23). */
export const ServiceInputs = () => (
  <>
    <Section labelKey="resources.services.sections.details" />
    <Box sx={formRow}>
      <TextInput source="name" validate={v.name} sx={half} />
      <CreatableReferenceInput
        source="treatment_type_id"
        reference="treatment-types"
        validate={v.treatment_type_id}
        sx={half}
      />
    </Box>
    <TextInput
      source="description"
      multiline
      minRows={2}
      validate={v.description}
    />
    <Section labelKey="resources.services.sections.pricing" />
    <PricingOptionsInput />
    <DepositInputs />
    <Section labelKey="resources.services.sections.extra_time" />
    <Box sx={formRow}>
      <SelectInput
        source="extra_time_type"
        choices={extraTimeChoices}
        sx={half}
      />
      <FormDataConsumer>
        {({ formData }) =>
          formData.extra_time_type && formData.extra_time_type !== "none" ? (
            <NumberInput
              source="extra_time_minutes"
              min={5}
              max={120}
              step={5}
              sx={half}
            />
          ) : null
        }
      </FormDataConsumer>
    </Box>
    <Section labelKey="resources.services.sections.team" />
    <ReferenceArrayInput
      source="location_ids"
      reference="locations"
      queryOptions={options}
    >
      <PreselectOnlyChoice>
        <AutocompleteArrayInput optionText="name" />
      </PreselectOnlyChoice>
    </ReferenceArrayInput>
    <ReferenceArrayInput
      source="team_member_ids"
      reference="team-members"
      queryOptions={options}
    >
      <PreselectOnlyChoice>
        <AutocompleteArrayInput optionText={memberName} />
      </PreselectOnlyChoice>
    </ReferenceArrayInput>
    <BooleanInput source="resources_required" />
    <ReferenceArrayInput
      source="resource_ids"
      reference="resources"
      queryOptions={options}
    >
      <AutocompleteArrayInput optionText="name" />
    </ReferenceArrayInput>
    <Section labelKey="resources.services.sections.settings" />
    <BooleanInput source="online_booking_enabled" />
    <BooleanInput source="voucher_sales_enabled" />
    <BooleanInput source="commission_enabled" />
    <Box sx={formRow}>
      <ReferenceInput
        source="tax_rate_id"
        reference="tax-rates"
        queryOptions={options}
      >
        <SelectInput
          optionText="name"
          emptyText="resources.services.default_tax"
          sx={half}
        />
      </ReferenceInput>
      <ColourInput source="colour" />
      <NumberInput source="sort_order" step={1} min={0} sx={{ width: 160 }} />
    </Box>
  </>
);
