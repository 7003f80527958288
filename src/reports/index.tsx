import { Route } from "react-router-dom";
import { ReportPage } from "./LazyReportPage";
import { DASHBOARD_PATH } from "./dashboard/dashboardTiles";
import { ReportsDashboard } from "./dashboard/LazyReportsDashboard";
import { REPORT_SCREENS } from "./reportList";

/** The paths of the report screens that are built (App.tsx gives them no placeholder). */
export const BUILT_REPORT_PATHS = [
  ...REPORT_SCREENS.map((r) => r.path),
  DASHBOARD_PATH,
];

/** One route per report screen, at its SPEC §2 path, and the reports dashboard. */
export const reportRoutes = () => [
  ...REPORT_SCREENS.map((def) => (
    <Route key={def.path} path={def.path} element={<ReportPage def={def} />} />
  )),
  <Route
    key={DASHBOARD_PATH}
    path={DASHBOARD_PATH}
    element={<ReportsDashboard />}
  />,
];
