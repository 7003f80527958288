import { useBusinessTimeZone, useLocationTimeZones } from "../components/dates";
import { todayIn } from "./calendarTime";
import type { Appointment } from "./calendarTypes";
import { CALENDAR_PATH } from "./index";

/** Where an appointment opens: the calendar on its day and location, with it open (issue 23). */
export const useCalendarLink = () => {
  const zones = useLocationTimeZones();
  const business = useBusinessTimeZone();
  return (r: Pick<Appointment, "id" | "location_id" | "start_at">) =>
    `${CALENDAR_PATH}?${new URLSearchParams({
      date: todayIn(
        zones.get(String(r.location_id)) ?? business,
        new Date(r.start_at),
      ),
      location: String(r.location_id),
      appointment: String(r.id),
    })}`;
};
