import { lazy } from "react";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";

const InvoiceSequenceList = lazy(() =>
  import("./InvoiceSequenceList").then((m) => ({
    default: m.InvoiceSequenceList,
  })),
);
const InvoiceSequenceCreate = lazy(() =>
  import("./InvoiceSequenceCreate").then((m) => ({
    default: m.InvoiceSequenceCreate,
  })),
);
const InvoiceSequenceEdit = lazy(() =>
  import("./InvoiceSequenceEdit").then((m) => ({
    default: m.InvoiceSequenceEdit,
  })),
);

export default {
  list: InvoiceSequenceList,
  create: InvoiceSequenceCreate,
  edit: InvoiceSequenceEdit,
  icon: ReceiptLongIcon,
  recordRepresentation: "name",
};
