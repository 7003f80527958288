import { lazy } from "react";
import BeachAccessIcon from "@mui/icons-material/BeachAccess";

const TimeOffList = lazy(() =>
  import("./TimeOffList").then((m) => ({ default: m.TimeOffList })),
);
const TimeOffCreate = lazy(() =>
  import("./TimeOffCreate").then((m) => ({ default: m.TimeOffCreate })),
);
const TimeOffEdit = lazy(() =>
  import("./TimeOffEdit").then((m) => ({ default: m.TimeOffEdit })),
);

export default {
  list: TimeOffList,
  create: TimeOffCreate,
  edit: TimeOffEdit,
  icon: BeachAccessIcon,
};
