import { lazy } from "react";
import ConfirmationNumberIcon from "@mui/icons-material/ConfirmationNumber";
import type { Voucher } from "./voucherModel";

const VoucherList = lazy(() =>
  import("./VoucherList").then((m) => ({ default: m.VoucherList })),
);
const VoucherShow = lazy(() =>
  import("./VoucherShow").then((m) => ({ default: m.VoucherShow })),
);

/** Issued vouchers: list and detail only (sales create them). */
export default {
  list: VoucherList,
  show: VoucherShow,
  icon: ConfirmationNumberIcon,
  recordRepresentation: (record: Voucher) => record.code,
};
