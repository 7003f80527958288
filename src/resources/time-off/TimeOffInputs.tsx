import Box from "@mui/material/Box";
import { useWatch } from "react-hook-form";
import {
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from "react-admin";
import { ZonedDateTimeInput } from "../../components/dates";
import type { TeamMember } from "../../types";
import { teamMemberName } from "../team-members/teamMemberModel";
import { OPTIONS } from "../team-members/teamMemberModel";
import { typeChoices } from "./timeOffModel";
import { useMemberLocations } from "./useMemberLocations";

/** The period, on the clock of the member's location (or the business's). */
const Period = () => {
  const member = useWatch({ name: "team_member_id" });
  const zoneOf = useMemberLocations(member);
  return (
    <Box
      sx={{
        display: "flex",
        flexDirection: { xs: "column", sm: "row" },
        gap: { sm: 2 },
      }}
    >
      <ZonedDateTimeInput source="start_at" zoneOf={zoneOf} />
      <ZonedDateTimeInput source="end_at" zoneOf={zoneOf} />
    </Box>
  );
};

export const TimeOffInputs = () => (
  <>
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
    <Period />
    <SelectInput source="type" choices={typeChoices} />
    <TextInput
      source="note"
      multiline
      fullWidth
      slotProps={{ htmlInput: { maxLength: 500 } }}
    />
  </>
);
