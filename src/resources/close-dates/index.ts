import { lazy } from "react";
import EventBusyIcon from "@mui/icons-material/EventBusy";

const CloseDateList = lazy(() =>
  import("./CloseDateList").then((m) => ({ default: m.CloseDateList })),
);
const CloseDateCreate = lazy(() =>
  import("./CloseDateCreate").then((m) => ({ default: m.CloseDateCreate })),
);
const CloseDateEdit = lazy(() =>
  import("./CloseDateEdit").then((m) => ({ default: m.CloseDateEdit })),
);

export default {
  list: CloseDateList,
  create: CloseDateCreate,
  edit: CloseDateEdit,
  icon: EventBusyIcon,
  recordRepresentation: "description",
};
