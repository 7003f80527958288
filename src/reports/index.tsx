import { Route } from "react-router-dom";
import { ReportPage } from "./LazyReportPage";
import { REPORT_SCREENS } from "./reportList";

/** The paths of the report screens that are built (App.tsx gives them no placeholder). */
export const BUILT_REPORT_PATHS = REPORT_SCREENS.map((r) => r.path);

/** One route per report screen, at its SPEC §2 path. */
export const reportRoutes = () =>
  REPORT_SCREENS.map((def) => (
    <Route key={def.path} path={def.path} element={<ReportPage def={def} />} />
  ));
