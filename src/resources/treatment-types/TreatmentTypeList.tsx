import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SimpleList,
  TopToolbar,
} from "react-admin";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { Swatch } from "../services/AreaParts";
import type { TreatmentType } from "../services/serviceTypes";
import { treatmentTypeFilters } from "./treatmentTypeFilters";

const Column = DataTable.Col<TreatmentType>;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

const TreatmentTypeTable = () => (
  <DataTable>
    <Column
      source="colour"
      render={(record) => <Swatch colour={record.colour} />}
    />
    <Column source="name" />
    <Column source="description" />
    <Column source="sort_order" />
  </DataTable>
);

export const TreatmentTypeList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  return (
    <List
      filters={treatmentTypeFilters}
      actions={<ListActions />}
      sort={{ field: "sort_order", order: "ASC" }}
      perPage={25}
    >
      {small ? (
        <SimpleList<TreatmentType>
          leftIcon={(record) => <Swatch colour={record.colour} />}
          primaryText={(record) => record.name}
          secondaryText={(record) => record.description ?? ""}
        />
      ) : (
        <TreatmentTypeTable />
      )}
    </List>
  );
};
