import { lazy } from "react";
import ScheduleIcon from "@mui/icons-material/Schedule";

const WorkingHoursList = lazy(() =>
  import("./WorkingHoursList").then((m) => ({ default: m.WorkingHoursList })),
);
const WorkingHoursCreate = lazy(() =>
  import("./WorkingHoursCreate").then((m) => ({
    default: m.WorkingHoursCreate,
  })),
);
const WorkingHoursEdit = lazy(() =>
  import("./WorkingHoursEdit").then((m) => ({ default: m.WorkingHoursEdit })),
);

export default {
  list: WorkingHoursList,
  create: WorkingHoursCreate,
  edit: WorkingHoursEdit,
  icon: ScheduleIcon,
  recordRepresentation: (record: { start_date: string }) => record.start_date,
};
