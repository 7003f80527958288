import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import {
  BooleanField,
  CreateButton,
  FilterButton,
  DataTable,
  List,
  ReferenceField,
  TextField,
  TopToolbar,
  useTranslate,
} from "react-admin";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { PriceRange } from "./PriceRange";
import { DepositText } from "./DepositText";
import { ServiceListMobile } from "./ServiceListMobile";
import { ListEmpty, Swatch } from "./AreaParts";
import { formatDurationRange } from "./serviceModel";
import type { Service } from "./serviceTypes";
import { serviceFilters } from "./serviceFilters";

const Column = DataTable.Col<Service>;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

const Durations = ({ record }: { record: Service }) => {
  const translate = useTranslate();
  return (
    <>
      {formatDurationRange(record.duration_min, record.duration_max, translate)}
    </>
  );
};

const ServiceTable = () => (
  <DataTable>
    <Column
      source="colour"
      disableSort
      render={(record) => <Swatch colour={record.colour} />}
    />
    <Column source="name" />
    <Column source="treatment_type_id">
      <ReferenceField
        source="treatment_type_id"
        reference="treatment-types"
        link={false}
      >
        <TextField source="name" />
      </ReferenceField>
    </Column>
    <Column
      source="duration_min"
      label="resources.services.fields.durations"
      disableSort
      render={(record) => <Durations record={record} />}
    />
    <Column
      source="price_min"
      label="resources.services.fields.price_range"
      disableSort
      render={(record) => <PriceRange record={record} />}
    />
    <Column
      source="deposit_type"
      render={(record) => <DepositText record={record} />}
    />
    <Column source="online_booking_enabled">
      <BooleanField source="online_booking_enabled" />
    </Column>
  </DataTable>
);

export const ServiceList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down("md"));
  return (
    <List
      filters={serviceFilters}
      actions={<ListActions />}
      sort={{ field: "name", order: "ASC" }}
      perPage={25}
      empty={<ListEmpty />}
    >
      {small ? <ServiceListMobile /> : <ServiceTable />}
    </List>
  );
};
