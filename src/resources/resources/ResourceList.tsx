import type { Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import {
  ChipField,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TopToolbar,
} from "react-admin";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { Swatch } from "../resource-categories/ResourceCategoryList";
import { resourceFilters } from "./resourceFilters";
import { ResourceListMobile } from "./ResourceListMobile";
import type { BookableResource } from "./resourceModel";

const Column = DataTable.Col<BookableResource>;
const options = { meta: { options: true } };

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

const ResourceTable = () => (
  <DataTable>
    <Column
      source="calendar_colour"
      render={(record) => <Swatch colour={record.calendar_colour} />}
    />
    <Column source="name" />
    <Column
      source="code"
      render={(record) => <bdi dir="ltr">{record.code}</bdi>}
    />
    <Column source="resource_category_id">
      <ReferenceField
        source="resource_category_id"
        reference="resource-categories"
        link={false}
        queryOptions={options}
      />
    </Column>
    <Column source="location_id">
      <ReferenceField
        source="location_id"
        reference="locations"
        link={false}
        queryOptions={options}
      />
    </Column>
    <Column source="service_ids" disableSort>
      <ReferenceArrayField
        source="service_ids"
        reference="services"
        queryOptions={options}
      >
        <SingleFieldList linkType={false}>
          <ChipField source="name" size="small" />
        </SingleFieldList>
      </ReferenceArrayField>
    </Column>
    <Column source="capacity" align="right" />
    <Column source="sort_order" align="right" />
  </DataTable>
);

export const ResourceList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down("md"));
  return (
    <List
      filters={resourceFilters}
      actions={<ListActions />}
      sort={{ field: "sort_order", order: "ASC" }}
      perPage={25}
    >
      {small ? <ResourceListMobile /> : <ResourceTable />}
    </List>
  );
};
