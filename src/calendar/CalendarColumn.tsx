import Box from "@mui/material/Box";
import type { PointerEvent } from "react";
import { useTranslate } from "react-admin";
import {
  formatWallTime,
  SNAP_MINUTES,
  type Block,
  type Column,
  type TimeWindow,
} from "./calendarModel";
import { AppointmentBlock } from "./AppointmentBlock";
import { BlockedTimeBlock } from "./BlockedTimeBlock";
import { PX_PER_MINUTE, type DragState, type SlotRange } from "./useGridDrag";

const T = "resources.appointments.calendar";
const px = (minutes: number) => minutes * PX_PER_MINUTE;

export interface CalendarColumnProps {
  column: Column;
  /** How the column is named to the user (a member, or a week's day). */
  label: string;
  columnIndex: number;
  window: TimeWindow;
  blocks: Block[];
  colourOf: (memberId: number) => string;
  /** Colour by service category (issue 23): a service's colour, when chosen. */
  serviceColourOf?: (serviceId: number) => string | null;
  nameOf: (memberId: number) => string;
  localeTag: string;
  timeZone: string;
  now: number | null;
  drag: DragState | null;
  slotDrag: SlotRange | null;
  columnWidth: number;
  direction: "ltr" | "rtl";
  activeSlot: number | null;
  /** Whether the user may book here: not in a colleague's column of a login narrowed to its own calendar (issue 23). */
  bookable?: boolean;
  onSlotPointerDown: (event: PointerEvent, minute: number) => void;
  onSlotKey: (minute: number) => void;
  onBlockPointerDown: (
    event: PointerEvent,
    block: Block,
    kind: "move" | "resize",
  ) => void;
  onOpen: (block: Block) => void;
}

/** One column: grey outside hours, working time shaded, labelled time off and close dates, slots, bookings, now line. */
export const CalendarColumn = ({
  column,
  label,
  columnIndex,
  window,
  blocks,
  colourOf,
  serviceColourOf,
  nameOf,
  localeTag,
  timeZone,
  now,
  drag,
  slotDrag,
  columnWidth,
  direction,
  activeSlot,
  bookable = true,
  onSlotPointerDown,
  onSlotKey,
  onBlockPointerDown,
  onOpen,
}: CalendarColumnProps) => {
  const translate = useTranslate();
  const slots: number[] = [];
  for (let m = window.start; m < window.end; m += SNAP_MINUTES) slots.push(m);
  const height = px(window.end - window.start);
  const clip = (top: number, bottom: number) => ({
    top: px(Math.max(top, window.start) - window.start),
    height: px(Math.min(bottom, window.end) - Math.max(top, window.start)),
  });
  const selecting = slotDrag?.column.key === column.key ? slotDrag : null;
  return (
    <Box
      data-column={column.name}
      data-date={column.date}
      sx={{
        position: "relative",
        flex: "1 1 0",
        minWidth: 0,
        height,
        bgcolor: "action.disabledBackground",
        borderInlineStart: 1,
        borderColor: "divider",
        backgroundImage: (theme) =>
          `repeating-linear-gradient(to bottom, ${theme.palette.divider} 0 1px, transparent 1px ${px(60)}px)`,
      }}
    >
      {column.working.map((s) => (
        <Box
          key={`w${s.top}`}
          aria-hidden
          sx={{
            position: "absolute",
            left: 0,
            right: 0,
            bgcolor: "background.paper",
            ...clip(s.top, s.bottom),
            opacity: 0.9,
          }}
        />
      ))}
      {slots.map((minute, index) => {
        const time = formatWallTime(minute, localeTag);
        const inSelection =
          selecting &&
          selecting.end !== null &&
          minute >= selecting.start &&
          minute < selecting.end;
        return (
          <Box
            key={minute}
            component="button"
            type="button"
            tabIndex={activeSlot === minute ? 0 : -1}
            data-slot={`${columnIndex}:${index}`}
            data-time={minute}
            aria-label={translate(`${T}.slot_label`, {
              column: label,
              time,
            })}
            aria-disabled={bookable ? undefined : true}
            onPointerDown={(e: PointerEvent) => onSlotPointerDown(e, minute)}
            onClick={(e) => e.detail === 0 && onSlotKey(minute)}
            sx={{
              position: "absolute",
              left: 0,
              right: 0,
              top: px(minute - window.start),
              height: px(SNAP_MINUTES),
              p: 0,
              border: 0,
              bgcolor: inSelection ? "primary.light" : "transparent",
              opacity: inSelection ? 0.5 : 1,
              cursor: bookable ? "pointer" : "default",
              "&:hover": bookable ? { bgcolor: "action.hover" } : {},
              "&:focus-visible": {
                outline: "3px solid",
                outlineColor: "primary.main",
                outlineOffset: -3,
                zIndex: 3,
              },
            }}
          />
        );
      })}
      {column.timeOff.map((s) => (
        <Box
          key={`t${s.top}`}
          sx={{
            position: "absolute",
            left: 0,
            right: 0,
            ...clip(s.top, s.bottom),
            bgcolor: "grey.300",
            color: "text.primary",
            fontSize: "0.75rem",
            p: 0.5,
            overflow: "hidden",
            zIndex: 1,
            pointerEvents: "none",
          }}
        >
          {translate(`${T}.time_off`, { label: s.label })}
        </Box>
      ))}
      {column.closed !== null && (
        <Box
          sx={{
            position: "absolute",
            inset: 0,
            bgcolor: "grey.300",
            color: "text.primary",
            p: 1,
            fontSize: "0.8rem",
            zIndex: 1,
            pointerEvents: "none",
          }}
        >
          {column.closed
            ? translate(`${T}.closed`, { description: column.closed })
            : translate(`${T}.closed_plain`)}
        </Box>
      )}
      {blocks.map((block) => {
        const shared = {
          windowStart: window.start,
          localeTag,
          timeZone,
          drag,
          columnWidth,
          direction,
          onPointerDown: (e: PointerEvent, kind: "move" | "resize") =>
            onBlockPointerDown(e, block, kind),
          onOpen: () => onOpen(block),
        };
        const member =
          block.kind === "appointment"
            ? block.service.team_member_id
            : block.blocked.team_member_id;
        return block.kind === "appointment" ? (
          <AppointmentBlock
            key={block.key}
            block={block}
            column={column}
            memberName={nameOf(member)}
            colour={
              serviceColourOf?.(block.service.service_id) ?? colourOf(member)
            }
            {...shared}
          />
        ) : (
          <BlockedTimeBlock
            key={block.key}
            block={block}
            memberName={nameOf(member)}
            colour={colourOf(member)}
            {...shared}
          />
        );
      })}
      {now !== null && now >= window.start && now <= window.end && (
        <Box
          role="img"
          aria-label={translate(`${T}.now`, {
            time: formatWallTime(now, localeTag),
          })}
          sx={{
            position: "absolute",
            left: 0,
            right: 0,
            top: px(now - window.start),
            height: 2,
            bgcolor: "error.main",
            zIndex: 4,
            pointerEvents: "none",
          }}
        />
      )}
    </Box>
  );
};
