import { useState } from "react";
import type { Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import ListAltIcon from "@mui/icons-material/ListAlt";
import { Link } from "react-router-dom";
import { Button, DataTable, FilterButton, List, TopToolbar } from "react-admin";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { MoneyField } from "../../components/money";
import { AdjustStockDialog } from "./AdjustStockDialog";
import { stockLevelFilters } from "./stockLevelFilters";
import { StockLevelListMobile } from "./StockLevelListMobile";
import { AdjustContext } from "./adjustContext";
import { StockRowActions } from "./StockRowActions";
import { StockStatusChip } from "./StockStatusChip";
import type { StockLevel } from "./stockLevelModel";

const Column = DataTable.Col<StockLevel>;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <Button
      component={Link}
      to="/stock-movements"
      label="resources.stock-levels.actions.movements"
    >
      <ListAltIcon />
    </Button>
    <ExportCsvButton />
  </TopToolbar>
);

const Num = ({ value }: { value: number | null | undefined }) => (
  <bdi dir="ltr">{value ?? ""}</bdi>
);

const StockLevelTable = () => (
  <DataTable rowClick={false} bulkActionButtons={false}>
    <Column source="product_name" />
    <Column
      source="sku"
      render={(record) => <bdi dir="ltr">{record.sku}</bdi>}
    />
    <Column source="location_name" />
    <Column
      source="on_hand"
      align="right"
      render={(record) => <Num value={record.on_hand} />}
    />
    <Column
      source="low_stock_level"
      align="right"
      render={(record) => <Num value={record.low_stock_level} />}
    />
    <Column
      source="status"
      render={(record) => <StockStatusChip status={record.status} />}
    />
    <Column source="avg_cost" align="right">
      <MoneyField source="avg_cost" />
    </Column>
    <Column source="value_at_cost" align="right">
      <MoneyField source="value_at_cost" />
    </Column>
    <Column source="value_at_retail" align="right">
      <MoneyField source="value_at_retail" />
    </Column>
    <Column
      source="actions"
      label="resources.stock-levels.fields.actions"
      disableSort
    >
      <StockRowActions />
    </Column>
  </DataTable>
);

/** Stock on hand per product and location (`stock-levels`), with manual adjustments and history. */
export const StockLevelList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down("md"));
  const [adjusting, setAdjusting] = useState<StockLevel | null>(null);
  return (
    <AdjustContext.Provider value={setAdjusting}>
      <List
        filters={stockLevelFilters}
        actions={<ListActions />}
        sort={{ field: "product_name", order: "ASC" }}
        perPage={25}
        // The toolbar (create, filters, CSV) stays when nothing is listed yet.
        empty={false}
      >
        {small ? <StockLevelListMobile /> : <StockLevelTable />}
      </List>
      <AdjustStockDialog level={adjusting} onClose={() => setAdjusting(null)} />
    </AdjustContext.Provider>
  );
};
