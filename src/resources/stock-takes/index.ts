import { lazy } from "react";
import FactCheckIcon from "@mui/icons-material/FactCheck";
import type { StockTake } from "./stockTakeModel";

const StockTakeList = lazy(() =>
  import("./StockTakeList").then((m) => ({ default: m.StockTakeList })),
);
const StockTakeCreate = lazy(() =>
  import("./StockTakeCreate").then((m) => ({ default: m.StockTakeCreate })),
);
const StockTakeShow = lazy(() =>
  import("./StockTakeShow").then((m) => ({ default: m.StockTakeShow })),
);

export default {
  list: StockTakeList,
  create: StockTakeCreate,
  show: StockTakeShow,
  icon: FactCheckIcon,
  recordRepresentation: (record: StockTake) => record.reference,
};
