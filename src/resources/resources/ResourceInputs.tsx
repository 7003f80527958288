import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import {
  AutocompleteArrayInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from "react-admin";
import { CreatableReferenceInput } from "../../components/forms/CreatableReferenceInput";
import { resourceValidators as v } from "./resourceModel";
import { PreselectOnlyChoice } from "../../components/forms/PreselectOnlyChoice";
import { ColourInput } from "../../components/forms/ColourInput";

const options = { meta: { options: true } };

const Row = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: "flex",
      flexDirection: { xs: "column", sm: "row" },
      gap: { sm: 2 },
      width: "100%",
    }}
  >
    {children}
  </Box>
);

/** Form fields shared by ResourceCreate and ResourceEdit. */
export const ResourceInputs = () => (
  <>
    <Row>
      <TextInput source="name" validate={v.name} />
      <TextInput
        source="code"
        validate={v.code}
        helperText="resources.resources.helpers.code"
      />
    </Row>
    <Row>
      <ReferenceInput
        source="location_id"
        reference="locations"
        queryOptions={options}
      >
        <PreselectOnlyChoice>
          <SelectInput validate={v.location_id} />
        </PreselectOnlyChoice>
      </ReferenceInput>
      <CreatableReferenceInput
        source="resource_category_id"
        reference="resource-categories"
      />
    </Row>
    <ReferenceArrayInput
      source="service_ids"
      reference="services"
      queryOptions={options}
    >
      <AutocompleteArrayInput helperText="resources.resources.helpers.services" />
    </ReferenceArrayInput>
    <TextInput
      source="description"
      multiline
      minRows={2}
      validate={v.description}
    />
    <Row>
      <ColourInput
        source="calendar_colour"
        validate={v.calendar_colour}
        sx={{ width: 160 }}
      />
      <NumberInput
        source="capacity"
        step={1}
        min={1}
        max={50}
        validate={v.capacity}
        helperText="resources.resources.helpers.capacity"
      />
      <NumberInput
        source="sort_order"
        step={1}
        min={0}
        validate={v.sort_order}
        helperText="resources.resources.helpers.sort_order"
      />
    </Row>
  </>
);
