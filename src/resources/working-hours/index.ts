import { lazy } from "react";

/** The week grid of /teams/working-hours (a custom page: menu entry "teams.working_hours"). */
export const WorkingHoursPage = lazy(() =>
  import("./WorkingHoursPage").then((m) => ({ default: m.WorkingHoursPage })),
);
export const WORKING_HOURS_PATH = "/teams/working-hours";
