import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useCallback, useRef, useState, type TouchEvent } from "react";
import { Title, useGetOne, useLocaleState, useTranslate } from "react-admin";
import { useBusinessTimeZone } from "../components/dates";
import { useGetAll } from "../components/lists/useGetAll";
import { localeInfo } from "../i18n/locales";
import {
  AppointmentFormDialog,
  type FormSeed,
} from "../resources/appointments/AppointmentFormDialog";
import {
  BlockedTimeDialog,
  type BlockedSeed,
} from "../resources/appointments/BlockedTimeDialog";
import { AppointmentPanel } from "../resources/appointments/AppointmentPanel";
import { refusalText } from "../resources/appointments/refusalText";
import { AppointmentUnavailable } from "./AppointmentUnavailable";
import { useCalendarEntries, useFrame } from "./calendarApi";
import { memberColour } from "./calendarColours";
import {
  addDays,
  formatDay,
  instantAt,
  swipeStep,
  todayIn,
  visibleWindow,
  weekDates,
  type Column,
} from "./calendarModel";
import type { Appointment, BookingRefusal } from "./calendarTypes";
import { CalendarGrid } from "./CalendarGrid";
import { CalendarSearch } from "./CalendarSearch";
import { CalendarToolbar, type Option } from "./CalendarToolbar";
import { DayPrint } from "./DayPrint";
import { DayTakings } from "./DayTakings";
import { GoToDayNotice } from "./GoToDayNotice";
import { PhoneColumnSwitcher } from "./PhoneColumnSwitcher";
import { SavedChangeNotice } from "./SavedChangeNotice";
import { StatusLegend } from "./StatusLegend";
import { TouchHint } from "./TouchHint";
import { useAskOverride } from "./useAskOverride";
import { useCalendarColumns } from "./useCalendarColumns";
import { useCalendarLive } from "./useCalendarLive";
import { useCalendarPlace } from "./useCalendarPlace";
import { useCalendarView } from "./useCalendarView";
import { useCategoryColours, useColourBy } from "./useColourBy";
import { useGridChanges } from "./useGridChanges";
import { useSaveWithOverride } from "./useSaveWithOverride";

const T = "resources.appointments.calendar";

/** /calendar (issues 9 and 23): the day by member or resource, or the week of the team or the resources. */
export const CalendarPage = () => {
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const direction = theme.direction === "rtl" ? "rtl" : "ltr";
  const [locale] = useLocaleState();
  const localeTag = localeInfo(locale).tag;
  const businessZone = useBusinessTimeZone();
  const [view, setView] = useCalendarView();
  const place = useCalendarPlace(view, setView);
  const departments = useGetAll<Option>("departments", {
    meta: { options: true },
  });
  const location = place.location;
  const zone = location?.timezone || businessZone;
  const date = view.date ?? todayIn(zone);
  const dates = view.mode === "week" ? weekDates(date) : [date];
  const from = dates[0];
  const to = dates[dates.length - 1];
  const frame = useFrame(location?.id, from, to);
  const timeZone = frame.data?.time_zone ?? zone;
  const entries = useCalendarEntries(location?.id, from, to);
  useCalendarLive(Boolean(location));
  const word = useCallback(
    (r: BookingRefusal) => refusalText(r, { translate, localeTag, timeZone }),
    [translate, localeTag, timeZone],
  );
  const [ask, overrideDialog] = useAskOverride();
  const save = useSaveWithOverride(ask, word);
  const [phoneIndex, setPhoneIndex] = useState(0);
  /** Where the finger went down, for a swipe between the phone's columns. */
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const [seed, setSeed] = useState<FormSeed | null>(null);
  const [blockedSeed, setBlockedSeed] = useState<BlockedSeed | null>(null);
  const [goTo, setGoTo] = useState<string | null>(null);

  const list = entries.data?.appointments ?? [];
  const blocked = entries.data?.blocked_times ?? [];
  const { columns, candidates, empty } = useCalendarColumns({
    frame: frame.data,
    view,
    date,
    dates,
    appointments: list,
    blocked,
    own: place.own,
    chosen: place.chosen,
    oneLocation: place.locations.length <= 1,
  });
  const refresh = async () => {
    await entries.refetch();
  };
  const changes = useGridChanges({
    timeZone,
    save,
    word,
    refresh,
  });

  /** An appointment opened on its own day and location (search). */
  const openOnItsDay = (a: Appointment) => {
    const at = place.locations.find((l) => l.id === a.location_id);
    setView({
      date: todayIn(at?.timezone || businessZone, new Date(a.start_at)),
      location: a.location_id,
      appointment: a.id,
    });
  };
  // The open appointment is in the address (a block clicked, the search, a
  // link from the client page): from the day's entries, else read alone.
  const inList = list.find((a) => a.id === view.appointment);
  const alone = useGetOne<Appointment>(
    "appointments",
    { id: view.appointment ?? 0 },
    {
      enabled: view.appointment !== null && !inList && !entries.isPending,
      // Not found or refused is the answer: say so at once (AppointmentUnavailable).
      retry: false,
    },
  );
  const opened = view.appointment === null ? null : (inList ?? alone.data);
  // Opened by its address but not the user's to see in full: say so.
  const unavailable = opened?.busy_only
    ? "busy"
    : view.appointment !== null && !inList && alone.isError
      ? "missing"
      : null;

  const index = Math.max(0, Math.min(phoneIndex, columns.length - 1));
  const shown =
    phone && columns.length > 1 ? columns.slice(index, index + 1) : columns;
  const window = frame.data
    ? visibleWindow(frame.data, shown, list, blocked)
    : { start: 540, end: 1080 };
  const members = new Map(
    (frame.data?.team_members ?? []).map((m) => [m.id, m]),
  );
  const colourOf = (id: number) =>
    memberColour(id, members.get(id)?.colour ?? null);
  const [colourBy, setColourBy] = useColourBy();
  const { categories, serviceColourOf } = useCategoryColours(
    colourBy === "category",
  );
  const nameOf = (id: number) => members.get(id)?.name ?? "";
  const dayLabel = (d: string, long = true) =>
    formatDay(d, localeTag, long ? "long" : "short");
  const title =
    view.mode === "week"
      ? `${translate(`${T}.week_of`)} ${dayLabel(from, !phone)}`
      : dayLabel(date, !phone);
  const headerOf = (column: Column) =>
    view.mode === "week" ? dayLabel(column.date, false) : column.name;
  const closed = frame.data?.days.find((d) => d.date === date)?.close_date;
  // The day sheet: members who take appointments or have one this week.
  const sheetMembers = (frame.data?.team_members ?? []).filter(
    (m) =>
      m.bookable !== false ||
      list.some((a) => a.services.some((s) => s.team_member_id === m.id)),
  );

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
    // Nothing to swipe to while the day is (re)loading: the index stays.
    if (swiped === 0 || columns.length < 2) return;
    setPhoneIndex(Math.min(columns.length - 1, Math.max(0, index + swiped)));
  };
  const slotSeed = (
    column: Column,
    start: number,
    end: number | null,
  ): FormSeed => ({
    location_id: location!.id,
    start_at: instantAt(column.date, start, timeZone),
    duration_minutes: end === null ? "" : end - start,
    team_member_id:
      column.kind === "member" && column.id
        ? column.id
        : place.narrowed && place.own !== null
          ? place.own
          : "",
    resource_id: column.kind === "resource" && column.id ? column.id : "",
  });

  return (
    <Box sx={{ pt: 0.5 }}>
      <Title title={translate(`${T}.title`)} />
      <CalendarToolbar
        view={view}
        date={date}
        title={title}
        phone={phone}
        locations={place.locations}
        location={location?.id ?? null}
        onLocation={(id) => {
          setPhoneIndex(0);
          place.chooseLocation(id);
        }}
        members={{
          members: candidates,
          chosen: place.chosen,
          onChoose: place.choose,
          departments: departments.data ?? [],
        }}
        onChange={(change) => {
          setPhoneIndex(0);
          setView(change);
        }}
        onStep={step}
        onToday={() => setView({ date: todayIn(timeZone) })}
        search={
          <CalendarSearch
            localeTag={localeTag}
            zoneOf={(id) =>
              place.locations.find((l) => l.id === id)?.timezone || businessZone
            }
            onPick={openOnItsDay}
          />
        }
        print={
          frame.data && (
            <DayPrint
              members={sheetMembers}
              appointments={list}
              date={date}
              dayLabel={dayLabel(date)}
              location={frame.data.location.name}
              timeZone={timeZone}
              localeTag={localeTag}
            />
          )
        }
        takings={
          view.mode === "day" &&
          location && (
            <DayTakings date={date} locationId={location.id} labelled={phone} />
          )
        }
        legend={
          <StatusLegend
            colourBy={colourBy}
            onColourBy={setColourBy}
            categories={categories}
            compact
          />
        }
      />
      {(frame.isFetching || entries.isFetching) && (
        <LinearProgress sx={{ height: 2 }} aria-hidden />
      )}
      {place.loaded && place.locations.length === 0 && (
        <Alert severity="info">{translate(`${T}.no_location`)}</Alert>
      )}
      {view.mode === "day" && closed && (
        <Alert severity="warning" role="status" sx={{ mb: 0.5 }}>
          {closed.description
            ? translate(`${T}.closed`, { description: closed.description })
            : translate(`${T}.closed_plain`)}
        </Alert>
      )}
      {empty && !(view.mode === "day" && closed) && (
        <Alert severity="info">{translate(`${T}.${empty}`)}</Alert>
      )}
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
            blocked={blocked}
            timeZone={timeZone}
            localeTag={localeTag}
            direction={direction}
            colourOf={colourOf}
            serviceColourOf={serviceColourOf}
            nameOf={nameOf}
            headerOf={headerOf}
            onOpen={(block) =>
              block.kind === "appointment"
                ? setView({ appointment: block.appointment.id })
                : setBlockedSeed({
                    location_id: block.blocked.location_id,
                    blocked: block.blocked,
                  })
            }
            bookable={(column) =>
              !place.narrowed ||
              column.kind !== "member" ||
              column.id === null ||
              column.id === place.own
            }
            onMove={changes.onMove}
            onResize={changes.onResize}
            onSlots={({ column, start, end }) =>
              setSeed(slotSeed(column, start, end))
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
          onBlockTime={() => {
            setBlockedSeed({ ...seed, location_id: seed.location_id });
            setSeed(null);
          }}
          onSaved={(saved) => {
            setSeed(null);
            void refresh();
            const day = todayIn(timeZone, new Date(saved.start_at));
            if (!dates.includes(day)) setGoTo(day);
          }}
        />
      )}
      {blockedSeed && frame.data && (
        <BlockedTimeDialog
          seed={blockedSeed}
          frame={frame.data}
          onClose={() => setBlockedSeed(null)}
          onAppointment={() => {
            setSeed({
              location_id: blockedSeed.location_id,
              start_at: blockedSeed.start_at,
              duration_minutes: blockedSeed.duration_minutes,
              team_member_id: blockedSeed.team_member_id,
            });
            setBlockedSeed(null);
          }}
          onSaved={() => {
            setBlockedSeed(null);
            void refresh();
          }}
        />
      )}
      {unavailable && (
        <AppointmentUnavailable
          reason={unavailable}
          onClose={() => setView({ appointment: null })}
        />
      )}
      {opened && !unavailable && frame.data && (
        <AppointmentPanel
          appointment={opened}
          frame={frame.data}
          onClose={() => setView({ appointment: null })}
          onEdit={(appointment) => {
            setView({ appointment: null });
            setSeed({ location_id: appointment.location_id, appointment });
          }}
          onRebook={(appointment) => {
            setView({ appointment: null });
            setSeed({
              location_id: appointment.location_id,
              rebook: appointment,
            });
          }}
          onChanged={() => void refresh()}
        />
      )}
      <GoToDayNotice
        day={goTo}
        label={goTo ? dayLabel(goTo) : ""}
        onGo={(day) => setView({ date: day })}
        onClose={() => setGoTo(null)}
      />
      <SavedChangeNotice
        saved={changes.saved}
        onUndo={() => void changes.undo()}
        onClose={changes.dismiss}
      />
      {overrideDialog}
    </Box>
  );
};
