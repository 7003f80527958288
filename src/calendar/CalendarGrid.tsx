import Box from "@mui/material/Box";
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from "react";
import { useTranslate } from "react-admin";
import {
  axisHours,
  blocksFor,
  formatWallTime,
  nowMinutes,
  SNAP_MINUTES,
  type Block,
  type Column,
  type TimeWindow,
} from "./calendarModel";
import type { Appointment, BlockedTime } from "./calendarTypes";
import { CalendarColumn } from "./CalendarColumn";
import { ColumnHeader } from "./ColumnHeader";
import {
  PX_PER_MINUTE,
  useGridDrag,
  type GridDragHandlers,
} from "./useGridDrag";

const T = "resources.appointments.calendar";
const AXIS_WIDTH = 64;
/**
 * The narrowest a column gets: a busy day with many members scrolls
 * sideways rather than squeezing each one unreadable (issue 23).
 */
export const MIN_COLUMN_PX = 112;
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

export interface CalendarGridProps extends GridDragHandlers {
  label: string;
  columns: Column[];
  window: TimeWindow;
  appointments: Appointment[];
  blocked: BlockedTime[];
  timeZone: string;
  localeTag: string;
  direction: "ltr" | "rtl";
  colourOf: (memberId: number) => string;
  /** Colour by service category (issue 23): a service's colour, when chosen. */
  serviceColourOf?: (serviceId: number) => string | null;
  nameOf: (memberId: number) => string;
  headerOf: (column: Column) => string;
  /**
   * Whether a slot of the column opens the booking form (default: every
   * column). A login narrowed to its own calendar books only in its own
   * column (issue 23); the server refuses the rest all the same.
   */
  bookable?: (column: Column) => boolean;
}

/** The time axis and the columns; one tab stop for the slots (arrow keys move), one per appointment. */
export const CalendarGrid = (props: CalendarGridProps) => {
  const {
    label,
    columns,
    window,
    appointments,
    blocked,
    timeZone,
    localeTag,
    direction,
    colourOf,
    nameOf,
    headerOf,
    bookable = () => true,
  } = props;
  const translate = useTranslate();
  const columnsRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const maxHeight = useRestOfViewport(scrollerRef);
  const [width, setWidth] = useState(0);
  const [active, setActive] = useState({ column: 0, minute: window.start });
  const [nowTick, setNowTick] = useState(() => new Date());
  const {
    drag,
    slotDrag,
    begin,
    onPointerMove,
    onPointerUp,
    onPointerCancel,
    onTouchEnd,
  } = useGridDrag(columnsRef, columns, direction, props);

  useEffect(() => {
    const timer = setInterval(() => setNowTick(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    const el = columnsRef.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() =>
      setWidth(el.getBoundingClientRect().width),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const activeColumn = Math.min(active.column, columns.length - 1);
  const activeMinute = Math.min(
    Math.max(active.minute, window.start),
    window.end - SNAP_MINUTES,
  );
  const focusSlot = (column: number, minute: number) => {
    setActive({ column, minute });
    requestAnimationFrame(() =>
      columnsRef.current
        ?.querySelector<HTMLElement>(
          `[data-slot^="${column}:"][data-time="${minute}"]`,
        )
        ?.focus(),
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (!target.dataset.slot) return;
    const forward = direction === "rtl" ? "ArrowLeft" : "ArrowRight";
    const back = direction === "rtl" ? "ArrowRight" : "ArrowLeft";
    const moves: Record<string, [number, number]> = {
      ArrowUp: [0, -SNAP_MINUTES],
      ArrowDown: [0, SNAP_MINUTES],
      [forward]: [1, 0],
      [back]: [-1, 0],
      Home: [0, window.start - activeMinute],
      End: [0, window.end - SNAP_MINUTES - activeMinute],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const column = Math.min(
      columns.length - 1,
      Math.max(0, activeColumn + move[0]),
    );
    const minute = Math.min(
      window.end - SNAP_MINUTES,
      Math.max(window.start, activeMinute + move[1]),
    );
    focusSlot(column, minute);
  };

  const columnWidth = columns.length ? width / columns.length : 0;
  const height = (window.end - window.start) * PX_PER_MINUTE;
  const helpId = "calendar-grid-help";
  const minWidth = AXIS_WIDTH + columns.length * MIN_COLUMN_PX;
  return (
    <Box
      component="section"
      aria-label={label}
      aria-describedby={helpId}
      sx={{
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
        overflow: "hidden",
      }}
    >
      <Box id={helpId} sx={visuallyHidden}>
        {translate(`${T}.grid_help`)}
      </Box>
      {/* One scroller for both axes: the headers stay on top and the hours
          at the side, and they line up with the columns whatever the width. */}
      <Box
        ref={scrollerRef}
        data-calendar-scroller
        sx={{ overflow: "auto", maxHeight, minHeight: 240 }}
      >
        <Box sx={{ minWidth, position: "relative" }}>
          <Box
            sx={{
              display: "flex",
              position: "sticky",
              top: 0,
              zIndex: 7,
              bgcolor: "background.paper",
              borderBottom: 1,
              borderColor: "divider",
            }}
          >
            <Box
              sx={{
                width: AXIS_WIDTH,
                flex: "none",
                position: "sticky",
                left: 0,
                zIndex: 1,
                bgcolor: "background.paper",
              }}
            />
            {columns.map((column) => (
              <ColumnHeader
                key={column.key}
                name={headerOf(column)}
                colour={column.colour}
              />
            ))}
          </Box>
          <Box sx={{ display: "flex", position: "relative" }}>
            <Box
              aria-hidden
              sx={{
                width: AXIS_WIDTH,
                flex: "none",
                position: "sticky",
                left: 0,
                zIndex: 6,
                height,
                bgcolor: "background.paper",
              }}
            >
              {axisHours(window).map((minute) => (
                <Box
                  key={minute}
                  sx={{
                    position: "absolute",
                    top: (minute - window.start) * PX_PER_MINUTE,
                    left: 4,
                    right: 4,
                    fontSize: "0.75rem",
                    color: "text.secondary",
                    textAlign: "end",
                  }}
                >
                  <bdi>{formatWallTime(minute, localeTag)}</bdi>
                </Box>
              ))}
            </Box>
            <Box
              ref={columnsRef}
              onKeyDown={onKeyDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerCancel}
              onTouchEnd={onTouchEnd}
              sx={{ display: "flex", flex: 1, minWidth: 0, userSelect: "none" }}
            >
              {columns.map((column, index) => (
                <CalendarColumn
                  key={column.key}
                  column={column}
                  label={headerOf(column)}
                  columnIndex={index}
                  window={window}
                  blocks={blocksFor(column, appointments, timeZone, blocked)}
                  colourOf={colourOf}
                  serviceColourOf={props.serviceColourOf}
                  nameOf={nameOf}
                  localeTag={localeTag}
                  timeZone={timeZone}
                  now={nowMinutes(column.date, timeZone, nowTick)}
                  drag={drag}
                  slotDrag={slotDrag}
                  columnWidth={columnWidth}
                  direction={direction}
                  activeSlot={index === activeColumn ? activeMinute : null}
                  bookable={bookable(column)}
                  onSlotPointerDown={(e: PointerEvent, minute) => {
                    setActive({ column: index, minute });
                    if (bookable(column)) begin(e, "slots", column, minute);
                  }}
                  onSlotKey={(minute) =>
                    bookable(column) &&
                    props.onSlots({ column, start: minute, end: null })
                  }
                  onBlockPointerDown={(e: PointerEvent, block: Block, kind) =>
                    begin(e, kind, column, block.top, block)
                  }
                  onOpen={props.onOpen}
                />
              ))}
            </Box>
          </Box>
        </Box>
      </Box>
    </Box>
  );
};

/**
 * The height from an element's top to the bottom of the window (at least
 * 240 px): the grid takes what the toolbar leaves and scrolls inside it,
 * so the page itself does not scroll away from the toolbar.
 */
const useRestOfViewport = (ref: RefObject<HTMLElement | null>) => {
  const [rest, setRest] = useState<number | string>("calc(100vh - 160px)");
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el || typeof globalThis.innerHeight !== "number") return;
      const top = el.getBoundingClientRect().top + globalThis.scrollY;
      setRest(Math.max(240, Math.floor(globalThis.innerHeight - top - 12)));
    };
    measure();
    globalThis.addEventListener?.("resize", measure);
    return () => globalThis.removeEventListener?.("resize", measure);
  }, [ref]);
  return rest;
};
