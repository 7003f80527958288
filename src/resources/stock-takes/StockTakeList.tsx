import {
  CreateButton,
  DataTable,
  FilterButton,
  TopToolbar,
  useTranslate,
} from "react-admin";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { DocumentList } from "../../components/lists/DocumentList";
import { documentColumns as col } from "../../components/lists/documentColumns";
import { MoneyField } from "../../components/money";
import { stockTakeFilters } from "./stockTakeFilters";
import { stockTakeStatusChoices, type StockTake } from "./stockTakeModel";

const Column = DataTable.Col<StockTake>;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton label="resources.stock-takes.actions.start" />
    <ExportCsvButton />
  </TopToolbar>
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
export const StockTakeList = () => (
  <DocumentList<StockTake>
    filters={stockTakeFilters}
    actions={<ListActions />}
    sortField="started_at"
    numberSource="reference"
    statusChoices={stockTakeStatusChoices}
    title={(record) => record.location_name}
    detail={(record) => <Progress record={record} />}
  >
    {col.number("reference")}
    {col.reference("location_id", "location_name")}
    {col.status(stockTakeStatusChoices)}
    {col.date("started_at", true)}
    {col.date("completed_at", true)}
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
  </DocumentList>
);
