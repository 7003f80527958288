import { lazy } from "react";
import PointOfSaleIcon from "@mui/icons-material/PointOfSale";
import type { Sale } from "./saleModel";

const SaleList = lazy(() =>
  import("./SaleList").then((m) => ({ default: m.SaleList })),
);
const SaleShow = lazy(() =>
  import("./SaleShow").then((m) => ({ default: m.SaleShow })),
);

/** Sales: the history and one sale's receipt (checkout creates them). */
export default {
  list: SaleList,
  show: SaleShow,
  icon: PointOfSaleIcon,
  recordRepresentation: (record: Sale) => record.invoice_number,
};
