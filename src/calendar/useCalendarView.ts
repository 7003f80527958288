import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";

export interface CalendarView {
  date: string | null;
  mode: "day" | "week";
  by: "member" | "resource";
  location: number | null;
  department: number | null;
  /** An appointment to open (the client page and the search link here); then dropped. */
  appointment: number | null;
}

const num = (value: string | null) =>
  value && /^\d+$/.test(value) ? Number(value) : null;

/** The calendar's view in the URL, so it can be shared and survives a reload. */
export const useCalendarView = () => {
  const [params, setParams] = useSearchParams();
  const date = params.get("date");
  const view: CalendarView = {
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    mode: params.get("mode") === "week" ? "week" : "day",
    by: params.get("by") === "resource" ? "resource" : "member",
    location: num(params.get("location")),
    department: num(params.get("department")),
    appointment: num(params.get("appointment")),
  };
  const update = useCallback(
    (change: Partial<CalendarView>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value === null || value === undefined) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [view, update] as const;
};
