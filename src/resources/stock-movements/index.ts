import { lazy } from "react";
import ListAltIcon from "@mui/icons-material/ListAlt";

const StockMovementList = lazy(() =>
  import("./StockMovementList").then((m) => ({ default: m.StockMovementList })),
);

/** The stock ledger: a read-only list (opened from stock on hand). */
export default {
  list: StockMovementList,
  icon: ListAltIcon,
};
