import { lazy } from "react";
import DevicesIcon from "@mui/icons-material/Devices";

const DeviceList = lazy(() =>
  import("./DeviceList").then((m) => ({ default: m.DeviceList })),
);
const DeviceCreate = lazy(() =>
  import("./DeviceCreate").then((m) => ({ default: m.DeviceCreate })),
);
const DeviceEdit = lazy(() =>
  import("./DeviceEdit").then((m) => ({ default: m.DeviceEdit })),
);

export default {
  list: DeviceList,
  create: DeviceCreate,
  edit: DeviceEdit,
  icon: DevicesIcon,
  recordRepresentation: "name",
};
