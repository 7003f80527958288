import Typography from "@mui/material/Typography";
import Box from "@mui/material/Box";
import {
  AutocompleteArrayInput,
  BooleanInput,
  DateInput,
  NumberInput,
  ReferenceArrayInput,
  TextInput,
  useTranslate,
} from "react-admin";
import { CreatableReferenceInput } from "../../components/forms/CreatableReferenceInput";
import { ImageUploadInput } from "../../components/images";
import { teamMemberValidators as v } from "./teamMemberModel";
import { TeamMemberLoginInputs } from "./TeamMemberLoginInputs";
import { PreselectOnlyChoice } from "../../components/forms/PreselectOnlyChoice";
import { ColourInput } from "../../components/forms/ColourInput";
import { PhoneInput } from "../../components/phone";

const OPTIONS = { meta: { options: true } };

const Section = ({ labelKey }: { labelKey: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
      {translate(labelKey)}
    </Typography>
  );
};

const Row = ({ children }: { children: React.ReactNode }) => (
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

/** Form fields shared by TeamMemberCreate and TeamMemberEdit. */
export const TeamMemberInputs = () => (
  <>
    <Section labelKey="resources.team-members.sections.details" />
    <ImageUploadInput source="photo_path" />
    <Row>
      <TextInput source="first_name" validate={v.first_name} />
      <TextInput source="last_name" validate={v.last_name} />
    </Row>
    <TextInput source="job_title" validate={v.job_title} />
    <Row>
      <TextInput
        source="email"
        type="email"
        slotProps={{ htmlInput: { dir: "ltr" } }}
      />
      <PhoneInput source="mobile" />
      <PhoneInput source="phone" />
    </Row>
    <Section labelKey="resources.team-members.sections.work" />
    <ReferenceArrayInput
      source="location_ids"
      reference="locations"
      queryOptions={OPTIONS}
    >
      <PreselectOnlyChoice>
        <AutocompleteArrayInput
          optionText="name"
          validate={v.location_ids}
          sx={{ minWidth: { sm: 400 } }}
        />
      </PreselectOnlyChoice>
    </ReferenceArrayInput>
    <ReferenceArrayInput
      source="service_ids"
      reference="services"
      queryOptions={OPTIONS}
    >
      <AutocompleteArrayInput
        optionText="name"
        sx={{ minWidth: { sm: 400 } }}
      />
    </ReferenceArrayInput>
    <CreatableReferenceInput
      source="department_id"
      reference="departments"
      emptyText="resources.team-members.no_department"
    />
    <Section labelKey="resources.team-members.sections.calendar" />
    <Row>
      <ColourInput
        source="calendar_colour"
        validate={v.calendar_colour}
        helperText="resources.team-members.helpers.calendar_colour"
        sx={{ width: 180 }}
      />
      <NumberInput
        source="sort_order"
        step={1}
        min={0}
        validate={v.sort_order}
        helperText="resources.team-members.helpers.sort_order"
      />
    </Row>
    <BooleanInput source="bookable_online" />
    <Section labelKey="resources.team-members.sections.employment" />
    <Row>
      <DateInput source="employment_start" />
      <DateInput source="employment_end" />
    </Row>
    <TeamMemberLoginInputs />
  </>
);
