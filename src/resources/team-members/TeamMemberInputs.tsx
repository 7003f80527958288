import Typography from "@mui/material/Typography";
import { BooleanInput, DateInput, NumberInput, TextInput, useTranslate } from "react-admin";
import { teamMemberValidators as v } from "./teamMemberModel";
import { TeamMemberLoginInputs } from "./TeamMemberLoginInputs";

const Section = ({ labelKey }: { labelKey: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
      {translate(labelKey)}
    </Typography>
  );
};

/** Form fields shared by TeamMemberCreate and TeamMemberEdit. */
export const TeamMemberInputs = () => (
  <>
    <Section labelKey="resources.team-members.sections.details" />
    <TextInput source="first_name" validate={v.first_name} />
    <TextInput source="last_name" />
    <TextInput source="job_title" />
    <TextInput source="email" type="email" slotProps={{ htmlInput: { dir: "ltr" } }} />
    <TextInput source="mobile" type="tel" slotProps={{ htmlInput: { dir: "ltr" } }} />
    <TextInput source="phone" type="tel" slotProps={{ htmlInput: { dir: "ltr" } }} />
    <TextInput source="calendar_colour" type="color" validate={v.calendar_colour} sx={{ width: 160 }} />
    <BooleanInput source="bookable_online" />
    <NumberInput source="sort_order" step={1} />
    <Section labelKey="resources.team-members.sections.employment" />
    <DateInput source="employment_start" />
    <DateInput source="employment_end" />
    <TeamMemberLoginInputs />
  </>
);
