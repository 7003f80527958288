import { lazy } from "react";
import EventBusyIcon from "@mui/icons-material/EventBusy";

const ShiftOverrideList = lazy(() =>
  import("./ShiftOverrideList").then((m) => ({ default: m.ShiftOverrideList })),
);
const ShiftOverrideCreate = lazy(() =>
  import("./ShiftOverrideCreate").then((m) => ({
    default: m.ShiftOverrideCreate,
  })),
);
const ShiftOverrideEdit = lazy(() =>
  import("./ShiftOverrideEdit").then((m) => ({ default: m.ShiftOverrideEdit })),
);

export default {
  list: ShiftOverrideList,
  create: ShiftOverrideCreate,
  edit: ShiftOverrideEdit,
  icon: EventBusyIcon,
};
