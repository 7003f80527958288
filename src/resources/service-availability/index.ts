import { lazy } from "react";
import EventAvailableIcon from "@mui/icons-material/EventAvailable";

const AvailabilityList = lazy(() =>
  import("./AvailabilityList").then((m) => ({ default: m.AvailabilityList })),
);
const AvailabilityCreate = lazy(() =>
  import("./AvailabilityCreate").then((m) => ({
    default: m.AvailabilityCreate,
  })),
);
const AvailabilityEdit = lazy(() =>
  import("./AvailabilityEdit").then((m) => ({ default: m.AvailabilityEdit })),
);

export default {
  list: AvailabilityList,
  create: AvailabilityCreate,
  edit: AvailabilityEdit,
  icon: EventAvailableIcon,
};
