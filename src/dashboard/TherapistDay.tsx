import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { useQueries } from "@tanstack/react-query";
import { useState } from "react";
import { useGetList, useLocaleState, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { useAppDataProvider } from "../calendar/calendarApi";
import {
  addDays,
  formatDay,
  formatTime,
  instantAt,
  todayIn,
} from "../calendar/calendarModel";
import { useCalendarLink } from "../calendar/useCalendarLink";
import type { Appointment, CalendarFrame } from "../calendar/calendarTypes";
import { LOCATION_OPTIONS, useBusinessTimeZone } from "../components/dates";
import { useGetAll } from "../components/lists/useGetAll";
import { localeInfo } from "../i18n/locales";
import { MY_PROFILE_PATH } from "../my-profile/myProfileModel";
import { clientLabel } from "../resources/appointments/appointmentModel";
import { shiftsOf, type Shift } from "./therapistDayModel";

const A = "resources.appointments";
const DAYS = 14;

const ShiftList = ({ shifts, tag }: { shifts: Shift[]; tag: string }) => (
  <Box component="ul" sx={{ m: 0, ps: 3 }}>
    {shifts.map((s) => (
      <li key={`${s.location}-${s.start_at}`}>
        {formatDay(s.date, tag, "short")}{" "}
        <bdi>
          {formatTime(s.start_at, tag, s.time_zone)}–
          {formatTime(s.end_at, tag, s.time_zone)}
        </bdi>{" "}
        · {s.location}
      </li>
    ))}
  </Box>
);

/** What the member does in an appointment: their own services' names. */
const ownServices = (a: Appointment, memberId: number) =>
  a.services
    .filter((s) => s.team_member_id === memberId)
    .map((s) => s.service_name)
    .join(", ");

/**
 * Today's appointments of the member, in time order, each opening in the
 * calendar; a cancelled one stays, struck through and named cancelled (not
 * by colour alone), so the free hour is explained.
 */
const TodayList = ({
  items,
  memberId,
  tag,
  zone,
}: {
  items: Appointment[];
  memberId: number;
  tag: string;
  zone: string;
}) => {
  const translate = useTranslate();
  const link = useCalendarLink();
  return (
    <Box component="ul" sx={{ m: 0, ps: 3 }}>
      {items.map((a) => {
        const cancelled = a.status === "cancelled";
        return (
          <li key={a.id} data-status={a.status}>
            <Link
              to={link(a)}
              style={cancelled ? { textDecoration: "line-through" } : undefined}
            >
              <bdi>
                {formatTime(a.start_at, tag, zone)}–
                {formatTime(a.end_at, tag, zone)}
              </bdi>{" "}
              · {clientLabel(a.client, translate(`${A}.calendar.walk_in`))} ·{" "}
              {ownServices(a, memberId)}
            </Link>{" "}
            ·{" "}
            {cancelled
              ? translate(`${A}.dashboard.cancelled`)
              : translate(`${A}.statuses.${a.status}`)}
          </li>
        );
      })}
    </Box>
  );
};

/**
 * "My day" for a therapist (issues 12, 23): today's appointments first,
 * each opening in the calendar, then the coming shifts and later
 * appointments, and the way to the profile.
 */
export const TherapistDay = ({
  teamMemberId,
}: {
  teamMemberId: number | null | undefined;
}) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [locale] = useLocaleState();
  const tag = localeInfo(locale).tag;
  const zone = useBusinessTimeZone();
  const [now] = useState(() => new Date().toISOString());
  const from = todayIn(zone);
  const to = addDays(from, DAYS - 1);
  const locations = useGetAll<{ id: number; name: string }>(
    "locations",
    LOCATION_OPTIONS,
  );
  const frames = useQueries({
    queries: (teamMemberId ? (locations.data ?? []) : []).map((l) => ({
      queryKey: ["calendar-frame", l.id, from, to],
      queryFn: () =>
        dataProvider.getJson<CalendarFrame>("calendar", {
          path: "frame",
          query: { location_id: l.id, from, to },
        }),
    })),
  });
  const tomorrow = instantAt(addDays(from, 1), 0, zone);
  // The whole day, however many (useGetAll reads past the 100-row page).
  const today = useGetAll<Appointment>(
    "appointments",
    {
      sort: { field: "start_at", order: "ASC" },
      filter: {
        team_member_id: teamMemberId,
        from: instantAt(from, 0, zone),
        to: tomorrow,
      },
    },
    { enabled: Boolean(teamMemberId) },
  );
  const appointments = useGetList<Appointment>(
    "appointments",
    {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "start_at", order: "ASC" },
      filter: { team_member_id: teamMemberId, from: tomorrow },
    },
    { enabled: Boolean(teamMemberId) },
  );
  const shifts = shiftsOf(
    frames.flatMap((f) => (f.data ? [f.data] : [])),
    teamMemberId ?? -1,
    now,
  );
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent sx={{ display: "grid", gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {translate(`${A}.dashboard.title`)}
        </Typography>
        {!teamMemberId ? (
          <Typography color="text.secondary">
            {translate(`${A}.dashboard.not_linked`)}
          </Typography>
        ) : (
          <>
            <Typography variant="subtitle1" component="h3">
              {translate(`${A}.dashboard.today`)}
            </Typography>
            {today.data?.length ? (
              <TodayList
                items={today.data}
                memberId={teamMemberId}
                tag={tag}
                zone={zone}
              />
            ) : (
              <Typography color="text.secondary">
                {translate(`${A}.dashboard.no_today`)}
              </Typography>
            )}
            <Typography variant="subtitle1" component="h3">
              {translate(`${A}.dashboard.shifts`)}
            </Typography>
            {shifts.length ? (
              <ShiftList shifts={shifts} tag={tag} />
            ) : (
              <Typography color="text.secondary">
                {translate(`${A}.dashboard.no_shifts`)}
              </Typography>
            )}
            <Typography variant="subtitle1" component="h3">
              {translate(`${A}.dashboard.appointments`)}
            </Typography>
            {appointments.data?.length ? (
              <Box component="ul" sx={{ m: 0, ps: 3 }}>
                {appointments.data.map((a) => (
                  <li key={a.id}>
                    {formatDay(
                      todayIn(zone, new Date(a.start_at)),
                      tag,
                      "short",
                    )}{" "}
                    <bdi>{formatTime(a.start_at, tag, zone)}</bdi> ·{" "}
                    {clientLabel(a.client, translate(`${A}.calendar.walk_in`))}{" "}
                    · {ownServices(a, teamMemberId)} ·{" "}
                    {translate(`${A}.statuses.${a.status}`)}
                  </li>
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">
                {translate(`${A}.dashboard.no_appointments`)}
              </Typography>
            )}
          </>
        )}
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button component={Link} to="/calendar" variant="contained">
            {translate(`${A}.dashboard.open_calendar`)}
          </Button>
          {teamMemberId && (
            <Button component={Link} to={MY_PROFILE_PATH}>
              {translate(`${A}.dashboard.profile`)}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};
