import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useRef, useState, type TouchEvent } from "react";
import {
  Title,
  useGetList,
  useLocaleState,
  useNotify,
  useTranslate,
} from "react-admin";
import { localeInfo } from "../i18n/locales";
import {
  moveBody,
  refusalOf,
  resizeBody,
} from "../resources/appointments/appointmentModel";
import { AppointmentDetailsDialog } from "../resources/appointments/AppointmentDetailsDialog";
import {
  AppointmentFormDialog,
  type FormSeed,
} from "../resources/appointments/AppointmentFormDialog";
import { useBusinessTimeZone } from "../components/dates";
import { useAppointments, useFrame } from "./calendarApi";
import { memberColour } from "./calendarColours";
import {
  addDays,
  formatDay,
  instantAt,
  memberDayColumns,
  resourceDayColumns,
  swipeStep,
  todayIn,
  visibleWindow,
  weekColumns,
  weekDates,
  type Block,
  type Column,
} from "./calendarModel";
import type { Appointment } from "./calendarTypes";
import { CalendarGrid } from "./CalendarGrid";
import { CalendarToolbar, type Option } from "./CalendarToolbar";
import { PhoneColumnSwitcher } from "./PhoneColumnSwitcher";
import { TouchHint } from "./TouchHint";
import { useAskOverride } from "./useAskOverride";
import { useCalendarLive } from "./useCalendarLive";
import { useCalendarView } from "./useCalendarView";
import { useSaveWithOverride } from "./useSaveWithOverride";

const T = "resources.appointments.calendar";
const OPTIONS = {
  pagination: { page: 1, perPage: 200 },
  meta: { options: true },
};

/** /calendar (issue 9): the day by member or resource, or one member's or resource's week. */
export const CalendarPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const direction = theme.direction === "rtl" ? "rtl" : "ltr";
  const [locale] = useLocaleState();
  const localeTag = localeInfo(locale).tag;
  const businessZone = useBusinessTimeZone();
  const [view, setView] = useCalendarView();
  const locations = useGetList<Option & { timezone?: string }>(
    "locations",
    OPTIONS,
  );
  const departments = useGetList<Option>("departments", OPTIONS);
  const location =
    locations.data?.find((l) => l.id === view.location) ?? locations.data?.[0];
  const zone = location?.timezone || businessZone;
  const date = view.date ?? todayIn(zone);
  const dates = view.mode === "week" ? weekDates(date) : [date];
  const from = dates[0];
  const to = dates[dates.length - 1];
  const frame = useFrame(location?.id, from, to);
  const timeZone = frame.data?.time_zone ?? zone;
  const appointments = useAppointments(
    location?.id,
    instantAt(from, 0, timeZone),
    instantAt(addDays(to, 1), 0, timeZone),
  );
  useCalendarLive(Boolean(location));
  const [ask, overrideDialog] = useAskOverride();
  const save = useSaveWithOverride(ask);
  const [phoneIndex, setPhoneIndex] = useState(0);
  /** Where the finger went down, for a swipe between the phone's columns. */
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const [seed, setSeed] = useState<FormSeed | null>(null);
  const [opened, setOpened] = useState<Appointment | null>(null);

  const list = appointments.data ?? [];
  const subjects: Option[] =
    view.by === "member"
      ? (frame.data?.team_members ?? []).map((m) => ({
          id: m.id,
          name: m.name,
        }))
      : (frame.data?.resources ?? []).map((r) => ({ id: r.id, name: r.name }));
  let columns: Column[] = [];
  if (frame.data) {
    if (view.mode === "week") {
      const subject = view.subject ?? subjects[0]?.id;
      columns =
        subject === undefined
          ? []
          : weekColumns(frame.data, dates, view.by, subject);
    } else {
      columns =
        view.by === "member"
          ? memberDayColumns(frame.data, date, list, view.department)
          : resourceDayColumns(frame.data, date);
    }
  }
  const index = Math.min(phoneIndex, Math.max(0, columns.length - 1));
  const shown =
    phone && columns.length > 1 ? columns.slice(index, index + 1) : columns;
  const window = frame.data
    ? visibleWindow(frame.data, shown, list)
    : { start: 540, end: 1080 };
  const colours = new Map(
    (frame.data?.team_members ?? []).map((m) => [
      m.id,
      memberColour(m.id, m.colour),
    ]),
  );
  const colourOf = (id: number) => colours.get(id) ?? memberColour(id, null);
  const title =
    view.mode === "week"
      ? `${translate(`${T}.week_of`)} ${formatDay(from, localeTag, "long")}`
      : formatDay(date, localeTag, "long");
  const headerOf = (column: Column) =>
    view.mode === "week"
      ? formatDay(column.date, localeTag, "short")
      : column.name;

  const refresh = async () => {
    await appointments.refetch();
  };
  const refused = (error: unknown) => {
    notify(refusalOf(error)?.message ?? String(error), {
      type: "error",
      autoHideDuration: 8000,
    });
  };
  const onMove = async (block: Block, minutes: number, target: Column) => {
    const to =
      target.kind === "member" && target.id !== block.service.team_member_id
        ? { memberId: target.id }
        : target.kind === "resource" && target.id !== block.service.resource_id
          ? { resourceId: target.id }
          : {};
    // Through the wall clock of the target day, so a move across a clock change keeps the time shown.
    const newStart = instantAt(target.date, block.top + minutes, timeZone);
    const delta = Math.round(
      (Date.parse(newStart) - Date.parse(block.service.start_at)) / 60_000,
    );
    try {
      await save(
        block.appointment.id,
        moveBody(block.appointment, block.service.id, delta, to),
      );
      await refresh();
      notify(`${T}.moved`, { type: "success" });
    } catch (error) {
      refused(error);
    }
  };
  const onResize = async (block: Block, duration: number) => {
    try {
      await save(
        block.appointment.id,
        resizeBody(block.appointment, block.service.id, duration),
      );
      await refresh();
      notify(`${T}.resized`, { type: "success" });
    } catch (error) {
      refused(error);
    }
  };
  const step = (n: -1 | 1) =>
    setView({ date: addDays(date, n * dates.length) });
  const onTouchStart = (event: TouchEvent) => {
    const { clientX, clientY } = event.touches[0];
    touchStart.current = { x: clientX, y: clientY };
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    if (start === null) return;
    const { clientX, clientY } = event.changedTouches[0];
    const swiped = swipeStep(clientX - start.x, clientY - start.y, direction);
    if (swiped === 0) return;
    setPhoneIndex(Math.min(columns.length - 1, Math.max(0, index + swiped)));
  };

  const empty = !frame.data
    ? null
    : columns.length === 0
      ? translate(
          view.by === "member" ? `${T}.nobody_working` : `${T}.no_resources`,
        )
      : null;
  return (
    <Box sx={{ py: 1 }}>
      <Title title={translate(`${T}.title`)} />
      <CalendarToolbar
        view={view}
        date={date}
        title={title}
        locations={locations.data ?? []}
        departments={departments.data ?? []}
        subjects={subjects}
        onChange={(change) => {
          setPhoneIndex(0);
          setView(change);
        }}
        onStep={step}
        onToday={() => setView({ date: todayIn(timeZone) })}
      />
      {(frame.isFetching || appointments.isFetching) && (
        <LinearProgress sx={{ height: 2 }} aria-hidden />
      )}
      {locations.data && locations.data.length === 0 && (
        <Alert severity="info">{translate(`${T}.no_location`)}</Alert>
      )}
      {empty && <Alert severity="info">{empty}</Alert>}
      {phone && columns.length > 1 && (
        <PhoneColumnSwitcher
          names={columns.map(headerOf)}
          index={index}
          direction={direction}
          onChange={setPhoneIndex}
        />
      )}
      {frame.data && columns.length > 0 && <TouchHint />}
      {frame.data && columns.length > 0 && (
        <Box onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
          <CalendarGrid
            label={title}
            columns={shown}
            window={window}
            appointments={list}
            timeZone={timeZone}
            localeTag={localeTag}
            direction={direction}
            colourOf={colourOf}
            headerOf={headerOf}
            onOpen={(block) => setOpened(block.appointment)}
            onMove={onMove}
            onResize={onResize}
            onSlots={({ column, start, end }) =>
              setSeed({
                location_id: location!.id,
                start_at: instantAt(column.date, start, timeZone),
                duration_minutes: end === null ? "" : end - start,
                team_member_id: column.kind === "member" ? column.id : "",
                resource_id: column.kind === "resource" ? column.id : "",
              })
            }
          />
        </Box>
      )}
      {seed && frame.data && (
        <AppointmentFormDialog
          seed={seed}
          frame={frame.data}
          save={save}
          onClose={() => setSeed(null)}
          onSaved={() => {
            setSeed(null);
            void refresh();
          }}
        />
      )}
      {opened && frame.data && (
        <AppointmentDetailsDialog
          appointment={list.find((a) => a.id === opened.id) ?? opened}
          frame={frame.data}
          onClose={() => setOpened(null)}
          onEdit={(appointment) => {
            setOpened(null);
            setSeed({ location_id: appointment.location_id, appointment });
          }}
          onChanged={() => void refresh()}
        />
      )}
      {overrideDialog}
    </Box>
  );
};
