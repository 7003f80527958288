import Box from "@mui/material/Box";
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
    <Box
      sx={{
        display: "flex",
        flexDirection: { xs: "column", sm: "row" },
        gap: { sm: 2 },
      }}
    >
      <ZonedDateTimeInput source="start_at" />
      <ZonedDateTimeInput source="end_at" />
    </Box>
    <SelectInput source="type" choices={typeChoices} />
    <TextInput
      source="note"
      multiline
      fullWidth
      slotProps={{ htmlInput: { maxLength: 500 } }}
    />
  </>
);
