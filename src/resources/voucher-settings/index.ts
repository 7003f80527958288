import { lazy } from "react";
import SettingsIcon from "@mui/icons-material/Settings";

const VoucherSettingsEdit = lazy(() =>
  import("./VoucherSettingsEdit").then((m) => ({
    default: m.VoucherSettingsEdit,
  })),
);

/** A once-per-merchant record: the list route opens its edit form. */
export default {
  list: VoucherSettingsEdit,
  icon: SettingsIcon,
};
