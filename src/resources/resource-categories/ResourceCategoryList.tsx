import Box from "@mui/material/Box";
import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  TopToolbar,
} from "react-admin";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import type { ResourceCategory } from "./resourceCategoryModel";
import { resourceCategoryFilters } from "./resourceCategoryFilters";

const Column = DataTable.Col<ResourceCategory>;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

export const Swatch = ({ colour }: { colour?: string | null }) =>
  colour ? (
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
  ) : null;

export const ResourceCategoryList = () => (
  <List
    filters={resourceCategoryFilters}
    actions={<ListActions />}
    sort={{ field: "name", order: "ASC" }}
    perPage={25}
  >
    <DataTable>
      <Column
        source="colour"
        render={(record) => <Swatch colour={record.colour} />}
      />
      <Column source="name" />
      <Column source="description" />
    </DataTable>
  </List>
);
