import { lazy } from "react";
import PaymentsIcon from "@mui/icons-material/Payments";

const PaymentTypeList = lazy(() =>
  import("./PaymentTypeList").then((m) => ({ default: m.PaymentTypeList })),
);
const PaymentTypeCreate = lazy(() =>
  import("./PaymentTypeCreate").then((m) => ({ default: m.PaymentTypeCreate })),
);
const PaymentTypeEdit = lazy(() =>
  import("./PaymentTypeEdit").then((m) => ({ default: m.PaymentTypeEdit })),
);

export default {
  list: PaymentTypeList,
  create: PaymentTypeCreate,
  edit: PaymentTypeEdit,
  icon: PaymentsIcon,
  recordRepresentation: "name",
};
