import ArchiveIcon from "@mui/icons-material/Archive";
import {
  BulkActionsToolbar,
  BulkDeleteButton,
  CreateButton,
  DataTable,
  FilterButton,
  ReferenceField,
  EmailField,
  List,
  TopToolbar,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { PhoneField } from "../../components/phone";
import type { Client } from "../../types";
import { clientFilters } from "./clientFilters";
import { clientName } from "./clientModel";
import {
  CompactList,
  ResponsiveList,
} from "../../components/lists/ResponsiveList";

const Column = DataTable.Col<Client>;

const B = "resources.clients.bulk";

/** The selected clients are archived (the server keeps their history), and the words say so. */
const BulkArchive = () => (
  <BulkDeleteButton
    mutationMode="pessimistic"
    label="app.forms.archive"
    icon={<ArchiveIcon />}
    confirmTitle={`${B}.archive_title`}
    confirmContent={`${B}.archive_content`}
  />
);

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

export const ClientList = () => (
  <List
    filters={clientFilters}
    actions={<ListActions />}
    sort={{ field: "first_name", order: "ASC" }}
    perPage={25}
  >
    <ResponsiveList
      compact={
        <CompactList<Client>
          primary={clientName}
          phone={(record) => record.mobile}
          secondary={(record) => <bdi dir="ltr">{record.email}</bdi>}
        />
      }
    >
      <DataTable
        rowClick="show"
        bulkActionsToolbar={
          <BulkActionsToolbar label={`${B}.selected`}>
            <BulkArchive />
          </BulkActionsToolbar>
        }
      >
        <Column source="first_name" />
        <Column source="last_name" />
        <Column source="email">
          <EmailField source="email" dir="ltr" />
        </Column>
        <Column source="mobile">
          <PhoneField source="mobile" />
        </Column>
        <Column source="referral_source_id">
          <ReferenceField
            source="referral_source_id"
            reference="referral-sources"
            link={false}
          />
        </Column>
        <Column source="created_at">
          <DateTimeField source="created_at" />
        </Column>
      </DataTable>
    </ResponsiveList>
  </List>
);
