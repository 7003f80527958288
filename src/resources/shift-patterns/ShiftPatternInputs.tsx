import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import {
  AutocompleteInput,
  DateInput,
  FormDataConsumer,
  ReferenceInput,
  SelectInput,
  useTranslate,
} from "react-admin";
import { teamMemberName } from "../team-members/teamMemberModel";
import { OPTIONS } from "../team-members/teamMemberModel";
import type { TeamMember } from "../../types";
import { WeekHoursEditor } from "../../components/weekHours";
import { repeatChoices } from "./shiftModel";
import { PreselectOnlyChoice } from "../../components/forms/PreselectOnlyChoice";

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

/** The member and location pickers shared by patterns and overrides. */
export const MemberLocationInputs = () => (
  <Row>
    <ReferenceInput
      source="team_member_id"
      reference="team-members"
      queryOptions={OPTIONS}
    >
      <AutocompleteInput
        optionText={(r: TeamMember) => teamMemberName(r)}
        sx={{ minWidth: { sm: 260 } }}
      />
    </ReferenceInput>
    <ReferenceInput
      source="location_id"
      reference="locations"
      queryOptions={OPTIONS}
    >
      <PreselectOnlyChoice>
        <SelectInput optionText="name" />
      </PreselectOnlyChoice>
    </ReferenceInput>
  </Row>
);

/** Pattern form: who and where, the dates, then one grid per week of the rotation. */
export const ShiftPatternInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <MemberLocationInputs />
      <Row>
        <DateInput source="start_date" />
        <DateInput
          source="end_date"
          helperText="resources.shift-patterns.helpers.end_date"
        />
        <SelectInput source="repeat_weeks" choices={repeatChoices} />
      </Row>
      <Typography variant="body2" color="text.secondary">
        {translate("resources.shift-patterns.helpers.grid")}
      </Typography>
      <FormDataConsumer>
        {({ formData }) =>
          Array.from(
            { length: Number(formData.repeat_weeks ?? 1) },
            (_, week) => (
              <Box key={week} sx={{ width: "100%", mt: 2 }}>
                {Number(formData.repeat_weeks) > 1 ? (
                  <Typography variant="subtitle1" component="h2">
                    {translate("resources.shift-patterns.week", {
                      n: week + 1,
                    })}
                  </Typography>
                ) : null}
                <WeekHoursEditor week={week} keys="resources.shift-patterns" />
              </Box>
            ),
          )
        }
      </FormDataConsumer>
    </>
  );
};
