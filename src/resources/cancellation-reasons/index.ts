import { lazy } from "react";
import EventBusyIcon from "@mui/icons-material/EventBusy";

const CancellationReasonList = lazy(() =>
  import("./CancellationReasonList").then((m) => ({
    default: m.CancellationReasonList,
  })),
);
const CancellationReasonCreate = lazy(() =>
  import("./CancellationReasonCreate").then((m) => ({
    default: m.CancellationReasonCreate,
  })),
);
const CancellationReasonEdit = lazy(() =>
  import("./CancellationReasonEdit").then((m) => ({
    default: m.CancellationReasonEdit,
  })),
);

export default {
  list: CancellationReasonList,
  create: CancellationReasonCreate,
  edit: CancellationReasonEdit,
  icon: EventBusyIcon,
  recordRepresentation: "name",
};
