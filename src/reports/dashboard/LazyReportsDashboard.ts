import { lazy } from "react";

/** The reports dashboard loads when opened (its own chunk; its charts another). */
export const ReportsDashboard = lazy(() => import("./ReportsDashboard"));
