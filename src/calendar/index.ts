import { lazy } from "react";

/** /calendar (issue 9): its own lazy chunk. */
export const CalendarPage = lazy(() =>
  import("./CalendarPage").then((m) => ({ default: m.CalendarPage })),
);
export const CALENDAR_PATH = "/calendar";
