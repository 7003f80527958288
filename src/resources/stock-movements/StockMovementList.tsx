import type { Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import {
  DataTable,
  FilterButton,
  Link,
  List,
  SelectField,
  SimpleList,
  TopToolbar,
  useTranslate,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { MoneyField } from "../../components/money";
import { stockMovementFilters } from "./stockMovementFilters";
import {
  movementTypeChoices,
  referencePath,
  signed,
  type StockMovement,
} from "./stockMovementModel";

const Column = DataTable.Col<StockMovement>;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportCsvButton />
  </TopToolbar>
);

const Reference = ({ record }: { record: StockMovement }) => {
  const path = referencePath(record);
  const label = <bdi dir="ltr">{record.reference_label}</bdi>;
  return path ? <Link to={path}>{label}</Link> : label;
};

const Type = () => <SelectField source="type" choices={movementTypeChoices} />;

const MovementTable = () => (
  <DataTable rowClick={false} bulkActionButtons={false}>
    <Column source="occurred_at">
      <DateTimeField source="occurred_at" showTime />
    </Column>
    <Column source="product_name" />
    <Column source="location_name" />
    <Column source="type">
      <Type />
    </Column>
    <Column
      source="quantity_change"
      align="right"
      render={(record) => <bdi dir="ltr">{signed(record.quantity_change)}</bdi>}
    />
    <Column
      source="quantity_after"
      align="right"
      render={(record) => <bdi dir="ltr">{record.quantity_after}</bdi>}
    />
    <Column source="unit_cost" align="right">
      <MoneyField source="unit_cost" />
    </Column>
    <Column source="value_change" align="right">
      <MoneyField source="value_change" />
    </Column>
    <Column
      source="reference_label"
      render={(record) => <Reference record={record} />}
    />
    <Column source="reason_text" />
    <Column source="performed_by_name" />
  </DataTable>
);

const MovementListMobile = () => {
  const translate = useTranslate();
  return (
    <SimpleList<StockMovement>
      linkType={false}
      primaryText={(record) => record.product_name}
      secondaryText={(record) => (
        <>
          <DateTimeField source="occurred_at" showTime />
          {" · "}
          {record.location_name}
        </>
      )}
      tertiaryText={(record) => (
        <>
          {translate(`resources.stock-movements.types.${record.type}`)}{" "}
          <bdi dir="ltr">{signed(record.quantity_change)}</bdi>
        </>
      )}
    />
  );
};

/** The stock ledger, read-only, newest first (`stock-movements`). */
export const StockMovementList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down("md"));
  return (
    <List
      filters={stockMovementFilters}
      actions={<ListActions />}
      sort={{ field: "occurred_at", order: "DESC" }}
      perPage={25}
      // The toolbar (create, filters, CSV) stays when nothing is listed yet.
      empty={false}
    >
      {small ? <MovementListMobile /> : <MovementTable />}
    </List>
  );
};
