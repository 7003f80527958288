import { lazy } from "react";
import CardGiftcardIcon from "@mui/icons-material/CardGiftcard";

const VoucherTypeList = lazy(() =>
  import("./VoucherTypeList").then((m) => ({ default: m.VoucherTypeList })),
);
const VoucherTypeCreate = lazy(() =>
  import("./VoucherTypeCreate").then((m) => ({ default: m.VoucherTypeCreate })),
);
const VoucherTypeEdit = lazy(() =>
  import("./VoucherTypeEdit").then((m) => ({ default: m.VoucherTypeEdit })),
);

export default {
  list: VoucherTypeList,
  create: VoucherTypeCreate,
  edit: VoucherTypeEdit,
  icon: CardGiftcardIcon,
  recordRepresentation: "name",
};
