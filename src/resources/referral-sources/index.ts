import { lazy } from "react";
import RecommendIcon from "@mui/icons-material/Recommend";

const ReferralSourceList = lazy(() =>
  import("./ReferralSourceList").then((m) => ({
    default: m.ReferralSourceList,
  })),
);
const ReferralSourceCreate = lazy(() =>
  import("./ReferralSourceCreate").then((m) => ({
    default: m.ReferralSourceCreate,
  })),
);
const ReferralSourceEdit = lazy(() =>
  import("./ReferralSourceEdit").then((m) => ({
    default: m.ReferralSourceEdit,
  })),
);

export default {
  list: ReferralSourceList,
  create: ReferralSourceCreate,
  edit: ReferralSourceEdit,
  icon: RecommendIcon,
  recordRepresentation: "name",
};
