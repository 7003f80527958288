import Box from "@mui/material/Box";
import { BooleanField, CreateButton, DataTable, ExportButton, List, TopToolbar } from "react-admin";
import type { TeamMember } from "../../types";
import { teamMemberFilters } from "./teamMemberFilters";

const Column = DataTable.Col<TeamMember>;

const ListActions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

const Swatch = ({ colour }: { colour: string }) => (
  <Box
    component="span"
    aria-label={colour}
    sx={{ display: "inline-block", width: 16, height: 16, borderRadius: "50%", bgcolor: colour }}
  />
);

export const TeamMemberList = () => (
  <List
    filters={teamMemberFilters}
    actions={<ListActions />}
    sort={{ field: "sort_order", order: "ASC" }}
    perPage={25}
  >
    <DataTable>
      <Column source="calendar_colour" render={(record) => <Swatch colour={record.calendar_colour} />} />
      <Column source="first_name" />
      <Column source="last_name" />
      <Column source="job_title" />
      <Column source="email" render={(record) => <bdi>{record.email}</bdi>} />
      <Column source="bookable_online">
        <BooleanField source="bookable_online" />
      </Column>
      <Column source="has_login">
        <BooleanField source="has_login" />
      </Column>
    </DataTable>
  </List>
);
