import { lazy } from "react";
import UndoIcon from "@mui/icons-material/Undo";
import type { Refund } from "./refundModel";

const RefundList = lazy(() =>
  import("./RefundList").then((m) => ({ default: m.RefundList })),
);

/** Refunds: a list only (the sale's page makes them and shows each one). */
export default {
  list: RefundList,
  icon: UndoIcon,
  recordRepresentation: (record: Refund) => record.refund_number,
};
