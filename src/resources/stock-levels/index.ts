import { lazy } from "react";
import WarehouseIcon from "@mui/icons-material/Warehouse";
import type { StockLevel } from "./stockLevelModel";

const StockLevelList = lazy(() =>
  import("./StockLevelList").then((m) => ({ default: m.StockLevelList })),
);

/** Stock on hand: a read-only list with adjustments and history per row. */
export default {
  list: StockLevelList,
  icon: WarehouseIcon,
  recordRepresentation: (record: StockLevel) =>
    `${record.product_name} · ${record.location_name}`,
};
