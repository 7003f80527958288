import { lazy } from "react";
import MeetingRoomIcon from "@mui/icons-material/MeetingRoom";

const ResourceList = lazy(() =>
  import("./ResourceList").then((m) => ({ default: m.ResourceList })),
);
const ResourceCreate = lazy(() =>
  import("./ResourceCreate").then((m) => ({ default: m.ResourceCreate })),
);
const ResourceEdit = lazy(() =>
  import("./ResourceEdit").then((m) => ({ default: m.ResourceEdit })),
);

export default {
  list: ResourceList,
  create: ResourceCreate,
  edit: ResourceEdit,
  icon: MeetingRoomIcon,
  recordRepresentation: "name",
};
