import Box from "@mui/material/Box";
import {
  BooleanField,
  DataTable,
  List,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  ChipField,
  TextField,
} from "react-admin";
import { StoredImage } from "../../components/images";
import type { TeamMember } from "../../types";
import { teamMemberFilters } from "./teamMemberFilters";
import { TeamBulkDelete, TeamListActions } from "./TeamParts";
import { OPTIONS } from "./teamMemberModel";
import {
  CompactList,
  ResponsiveList,
} from "../../components/lists/ResponsiveList";

const Column = DataTable.Col<TeamMember>;

const Swatch = ({ colour }: { colour: string }) => (
  <Box
    component="span"
    aria-label={colour}
    sx={{
      display: "inline-block",
      width: 16,
      height: 16,
      borderRadius: "50%",
      bgcolor: colour,
    }}
  />
);

export const TeamMemberList = () => (
  <List
    filters={teamMemberFilters}
    actions={<TeamListActions />}
    sort={{ field: "sort_order", order: "ASC" }}
    perPage={25}
  >
    <ResponsiveList
      compact={
        <CompactList<TeamMember>
          primary={(record) =>
            [record.first_name, record.last_name].filter(Boolean).join(" ")
          }
          phone={(record) => record.mobile || record.phone}
          secondary={(record) => record.job_title}
        />
      }
    >
      <DataTable bulkActionButtons={<TeamBulkDelete />}>
        <Column
          source="photo_path"
          disableSort
          render={() => <StoredImage source="photo_path" size={32} />}
        />
        <Column
          source="calendar_colour"
          render={(record) => <Swatch colour={record.calendar_colour} />}
        />
        <Column source="first_name" />
        <Column source="last_name" />
        <Column source="job_title" />
        <Column
          source="email"
          render={(record) => <bdi dir="ltr">{record.email}</bdi>}
        />
        <Column source="location_ids" disableSort>
          <ReferenceArrayField
            source="location_ids"
            reference="locations"
            queryOptions={OPTIONS}
          >
            <SingleFieldList linkType={false}>
              <ChipField source="name" size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
        </Column>
        <Column source="department_id">
          <ReferenceField
            source="department_id"
            reference="departments"
            link={false}
            queryOptions={OPTIONS}
          >
            <TextField source="name" />
          </ReferenceField>
        </Column>
        <Column source="sort_order" />
        <Column source="bookable_online">
          <BooleanField source="bookable_online" />
        </Column>
        <Column source="has_login" disableSort>
          <BooleanField source="has_login" />
        </Column>
      </DataTable>
    </ResponsiveList>
  </List>
);
