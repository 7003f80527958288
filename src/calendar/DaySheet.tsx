import GlobalStyles from "@mui/material/GlobalStyles";
import { createPortal } from "react-dom";
import { useTranslate } from "react-admin";
import { clientLabel } from "../resources/appointments/appointmentModel";
import { formatTime } from "./calendarTime";
import { daySheetRows } from "./daySheetModel";
import type { Appointment } from "./calendarTypes";

const S = "resources.appointments.day_sheet";

export interface DaySheetProps {
  /** Members in calendar order: one section each (one for a member's sheet). */
  members: { id: number; name: string }[];
  appointments: readonly Appointment[];
  date: string;
  /** The heading's day, in words. */
  dayLabel: string;
  location: string;
  timeZone: string;
  localeTag: string;
}

/**
 * The printed day sheet (issue 23): per member, every appointment of the
 * day with time, client, phone, services and notes. Drawn outside the app
 * (a portal on <body>), hidden on screen; in print it is all that shows,
 * as plain tables that run over as many pages as the day needs.
 */
export const DaySheet = (props: DaySheetProps) => {
  const { members, appointments, date, timeZone, localeTag } = props;
  const translate = useTranslate();
  const time = (iso: string) => formatTime(iso, localeTag, timeZone);
  const sections = members.map((m) => ({
    ...m,
    rows: daySheetRows(appointments, m.id, date, timeZone),
  }));
  return createPortal(
    <div data-day-sheet="" className="day-sheet">
      <GlobalStyles
        styles={{
          "@media screen": { ".day-sheet": { display: "none" } },
          "@media print": {
            "body > *:not(.day-sheet)": { display: "none !important" },
            ".day-sheet": {
              display: "block",
              color: "#000",
              font: "11pt/1.35 sans-serif",
            },
            ".day-sheet section + section": { breakBefore: "page" },
            ".day-sheet table": { width: "100%", borderCollapse: "collapse" },
            ".day-sheet th, .day-sheet td": {
              border: "1px solid #999",
              padding: "3pt 5pt",
              textAlign: "start",
              verticalAlign: "top",
            },
            ".day-sheet tr": { breakInside: "avoid" },
            ".day-sheet thead": { display: "table-header-group" },
          },
        }}
      />
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`day-sheet-${section.id}`}>
          <h1 id={`day-sheet-${section.id}`}>
            {translate(`${S}.title`)}: {section.name}
          </h1>
          <p>
            {props.location} · {props.dayLabel}
          </p>
          {section.rows.length ? (
            <table>
              <thead>
                <tr>
                  <th scope="col">{translate(`${S}.time`)}</th>
                  <th scope="col">{translate(`${S}.client`)}</th>
                  <th scope="col">{translate(`${S}.phone`)}</th>
                  <th scope="col">{translate(`${S}.services`)}</th>
                  <th scope="col">{translate(`${S}.notes`)}</th>
                </tr>
              </thead>
              <tbody>
                {section.rows.map((row) => {
                  const a = row.appointment;
                  return (
                    <tr key={a.id}>
                      <td>
                        <bdi>
                          {time(row.start_at)}–{time(row.end_at)}
                        </bdi>
                      </td>
                      <td>
                        {a.busy_only
                          ? translate("resources.appointments.calendar.busy")
                          : clientLabel(a.client, translate(`${S}.walk_in`))}
                      </td>
                      <td>
                        <bdi>{a.client?.mobile ?? ""}</bdi>
                      </td>
                      <td>{row.services.join(", ")}</td>
                      <td>{a.notes ?? ""}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ) : (
            <p>{translate(`${S}.none`)}</p>
          )}
        </section>
      ))}
    </div>,
    document.body,
  );
};
