import { lazy } from "react";
import PercentIcon from "@mui/icons-material/Percent";

const CommissionPlanList = lazy(() =>
  import("./CommissionPlanList").then((m) => ({
    default: m.CommissionPlanList,
  })),
);
const CommissionPlanCreate = lazy(() =>
  import("./CommissionPlanCreate").then((m) => ({
    default: m.CommissionPlanCreate,
  })),
);
const CommissionPlanEdit = lazy(() =>
  import("./CommissionPlanEdit").then((m) => ({
    default: m.CommissionPlanEdit,
  })),
);

export default {
  list: CommissionPlanList,
  create: CommissionPlanCreate,
  edit: CommissionPlanEdit,
  icon: PercentIcon,
};
