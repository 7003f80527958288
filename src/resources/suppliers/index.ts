import { lazy } from "react";
import LocalShippingIcon from "@mui/icons-material/LocalShipping";

const SupplierList = lazy(() =>
  import("./SupplierList").then((m) => ({ default: m.SupplierList })),
);
const SupplierCreate = lazy(() =>
  import("./SupplierCreate").then((m) => ({ default: m.SupplierCreate })),
);
const SupplierEdit = lazy(() =>
  import("./SupplierEdit").then((m) => ({ default: m.SupplierEdit })),
);

export default {
  list: SupplierList,
  create: SupplierCreate,
  edit: SupplierEdit,
  icon: LocalShippingIcon,
  recordRepresentation: "name",
};
