import { lazy } from "react";
import StoreIcon from "@mui/icons-material/Store";

const LocationList = lazy(() =>
  import("./LocationList").then((m) => ({ default: m.LocationList })),
);
const LocationCreate = lazy(() =>
  import("./LocationCreate").then((m) => ({ default: m.LocationCreate })),
);
const LocationEdit = lazy(() =>
  import("./LocationEdit").then((m) => ({ default: m.LocationEdit })),
);

export default {
  list: LocationList,
  create: LocationCreate,
  edit: LocationEdit,
  icon: StoreIcon,
  recordRepresentation: "name",
};
