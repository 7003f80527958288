import { lazy } from "react";
import ShoppingCartIcon from "@mui/icons-material/ShoppingCart";
import type { PurchaseOrder } from "./purchaseOrderModel";

const PurchaseOrderList = lazy(() =>
  import("./PurchaseOrderList").then((m) => ({ default: m.PurchaseOrderList })),
);
const PurchaseOrderCreate = lazy(() =>
  import("./PurchaseOrderCreate").then((m) => ({
    default: m.PurchaseOrderCreate,
  })),
);
const PurchaseOrderEdit = lazy(() =>
  import("./PurchaseOrderEdit").then((m) => ({ default: m.PurchaseOrderEdit })),
);
const PurchaseOrderShow = lazy(() =>
  import("./PurchaseOrderShow").then((m) => ({ default: m.PurchaseOrderShow })),
);

export default {
  list: PurchaseOrderList,
  create: PurchaseOrderCreate,
  edit: PurchaseOrderEdit,
  show: PurchaseOrderShow,
  icon: ShoppingCartIcon,
  recordRepresentation: (record: PurchaseOrder) => record.po_number,
};
