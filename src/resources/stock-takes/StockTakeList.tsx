import type { Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { MoneyField } from "../../components/money";
import { stockTakeStatusChoices, type StockTake } from "./stockTakeModel";

const Column = DataTable.Col<StockTake>;
const F = "resources.stock-takes.filters";
const options = { meta: { options: true } };

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={stockTakeStatusChoices}
    label={`${F}.status`}
    alwaysOn
  />,
  <ReferenceInput
    key="location_id"
    source="location_id"
    reference="locations"
    queryOptions={options}
  >
    <AutocompleteInput label={`${F}.location_id`} />
  </ReferenceInput>,
];

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton label="resources.stock-takes.actions.start" />
    <ExportCsvButton />
  </TopToolbar>
);

const Reference = ({ record }: { record: StockTake }) => (
  <bdi dir="ltr">{record.reference}</bdi>
);
const Status = () => (
  <SelectField source="status" choices={stockTakeStatusChoices} />
);

const Progress = ({ record }: { record: StockTake }) => {
  const translate = useTranslate();
  return (
    <>
      {translate("resources.stock-takes.count.progress", {
        counted: record.counted_lines,
        total: record.total_lines,
      })}
    </>
  );
};

/** Stock takes, newest first. */
export const StockTakeList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down("md"));
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: "started_at", order: "DESC" }}
      perPage={25}
      // The toolbar (create, filters, CSV) stays when nothing is listed yet.
      empty={false}
    >
      {small ? (
        <SimpleList<StockTake>
          linkType="show"
          primaryText={(record) => (
            <>
              <Reference record={record} /> · {record.location_name}
            </>
          )}
          secondaryText={() => <Status />}
          tertiaryText={(record) => <Progress record={record} />}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column
            source="reference"
            render={(record) => <Reference record={record} />}
          />
          {/* By the key: the server sorts a reference by the name shown. */}
          <Column
            source="location_id"
            render={(record) => record.location_name}
          />
          <Column source="status">
            <Status />
          </Column>
          <Column source="started_at">
            <DateTimeField source="started_at" showTime />
          </Column>
          <Column source="completed_at">
            <DateTimeField source="completed_at" showTime />
          </Column>
          {/* Totals of the counted lines; the server sorts by the same totals. */}
          <Column
            source="counted_lines"
            render={(record) => <Progress record={record} />}
          />
          <Column
            source="variance_units"
            align="right"
            render={(record) => <bdi dir="ltr">{record.variance_units}</bdi>}
          />
          <Column source="variance_cost" align="right">
            <MoneyField source="variance_cost" />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
