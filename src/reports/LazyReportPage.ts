import { lazy } from "react";

/** The report screen loads when a report is opened (its own chunk). */
export const ReportPage = lazy(() =>
  import("./ReportPage").then((m) => ({ default: m.ReportPage })),
);
