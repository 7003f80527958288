import { lazy } from "react";
import EventRepeatIcon from "@mui/icons-material/EventRepeat";

const ShiftPatternList = lazy(() =>
  import("./ShiftPatternList").then((m) => ({ default: m.ShiftPatternList })),
);
const ShiftPatternCreate = lazy(() =>
  import("./ShiftPatternCreate").then((m) => ({
    default: m.ShiftPatternCreate,
  })),
);
const ShiftPatternEdit = lazy(() =>
  import("./ShiftPatternEdit").then((m) => ({ default: m.ShiftPatternEdit })),
);

export default {
  list: ShiftPatternList,
  create: ShiftPatternCreate,
  edit: ShiftPatternEdit,
  icon: EventRepeatIcon,
};
