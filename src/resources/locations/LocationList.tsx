import {
  BooleanField,
  DataTable,
  List,
  ReferenceField,
  TextField,
} from "react-admin";
import { BulkArchiveButton, ListActions } from "../settings/SettingsParts";
import { PhoneField } from "../../components/phone";
import type { Location } from "./locationModel";
import { locationFilters } from "./locationFilters";
import {
  CompactList,
  ResponsiveList,
} from "../../components/lists/ResponsiveList";

const Column = DataTable.Col<Location>;

export const LocationList = () => (
  <List
    filters={locationFilters}
    actions={<ListActions />}
    sort={{ field: "name", order: "ASC" }}
    perPage={25}
  >
    <ResponsiveList
      compact={
        <CompactList<Location>
          primary={(record) => record.name}
          phone={(record) => record.phone}
          secondary={(record) => record.city}
        />
      }
    >
      <DataTable bulkActionButtons={<BulkArchiveButton />}>
        <Column source="name" />
        <Column source="city" />
        <Column
          source="timezone"
          render={(r) => <bdi dir="ltr">{r.timezone}</bdi>}
        />
        <Column source="phone">
          <PhoneField source="phone" />
        </Column>
        <Column source="invoice_sequence_id">
          <ReferenceField
            source="invoice_sequence_id"
            reference="invoice-sequences"
            link={false}
          >
            <TextField source="name" />
          </ReferenceField>
        </Column>
        <Column source="online_booking_enabled">
          <BooleanField source="online_booking_enabled" />
        </Column>
      </DataTable>
    </ResponsiveList>
  </List>
);
