import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import {
  CreateButton,
  FilterButton,
  DataTable,
  List,
  ReferenceField,
  SelectField,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import type { ServiceAvailability } from "../services/serviceTypes";
import { channelChoices, summariseRules } from "./availabilityModel";
import { availabilityFilters } from "./availabilityFilters";

const Column = DataTable.Col<ServiceAvailability>;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

const Rules = ({ record }: { record: ServiceAvailability }) => {
  const translate = useTranslate();
  const text = summariseRules(record.rules ?? [], (d) =>
    translate(`resources.service-availability.weekdays_short.${d}`),
  );
  return <bdi>{text}</bdi>;
};

const Location = ({ record }: { record: ServiceAvailability }) => {
  const translate = useTranslate();
  return record.location_id == null ? (
    <>{translate("resources.service-availability.all_locations")}</>
  ) : (
    <ReferenceField source="location_id" reference="locations" link={false}>
      <TextField source="name" />
    </ReferenceField>
  );
};

const AvailabilityTable = () => (
  <DataTable>
    <Column source="service_id">
      <ReferenceField source="service_id" reference="services" link={false}>
        <TextField source="name" />
      </ReferenceField>
    </Column>
    <Column
      source="location_id"
      render={(record) => <Location record={record} />}
    />
    <Column source="channels">
      <SelectField source="channels" choices={channelChoices} />
    </Column>
    <Column
      source="rules"
      disableSort
      render={(record) => <Rules record={record} />}
    />
    <Column source="date_from">
      <DateTimeField source="date_from" />
    </Column>
    <Column source="date_to">
      <DateTimeField source="date_to" />
    </Column>
  </DataTable>
);

/** The availability list on a phone: service, location and the week's hours. */
const AvailabilityListMobile = () => (
  <SimpleList<ServiceAvailability>
    primaryText={() => (
      <ReferenceField source="service_id" reference="services" link={false}>
        <TextField source="name" />
      </ReferenceField>
    )}
    secondaryText={(record) => <Rules record={record} />}
    tertiaryText={(record) => <Location record={record} />}
  />
);

export const AvailabilityList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down("md"));
  return (
    <List
      filters={availabilityFilters}
      actions={<ListActions />}
      sort={{ field: "service_id", order: "ASC" }}
      perPage={25}
    >
      {small ? <AvailabilityListMobile /> : <AvailabilityTable />}
    </List>
  );
};
