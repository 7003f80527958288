import { lazy } from "react";
import VolunteerActivismIcon from "@mui/icons-material/VolunteerActivism";

const TipSettingList = lazy(() =>
  import("./TipSettingList").then((m) => ({ default: m.TipSettingList })),
);
const TipSettingCreate = lazy(() =>
  import("./TipSettingCreate").then((m) => ({ default: m.TipSettingCreate })),
);
const TipSettingEdit = lazy(() =>
  import("./TipSettingEdit").then((m) => ({ default: m.TipSettingEdit })),
);

export default {
  list: TipSettingList,
  create: TipSettingCreate,
  edit: TipSettingEdit,
  icon: VolunteerActivismIcon,
};
