import Box from "@mui/material/Box";
import { alpha } from "@mui/material/styles";
import type { PointerEvent } from "react";
import { useTranslate } from "react-admin";
import { clientLabel } from "../resources/appointments/appointmentModel";
import { formatTime, type Block, type Column } from "./calendarModel";
import { PX_PER_MINUTE, type DragState } from "./useGridDrag";

const T = "resources.appointments";
const RESIZE_PX = 24;

export interface AppointmentBlockProps {
  block: Block;
  column: Column;
  windowStart: number;
  colour: string;
  localeTag: string;
  timeZone: string;
  drag: DragState | null;
  columnWidth: number;
  direction: "ltr" | "rtl";
  onPointerDown: (event: PointerEvent, kind: "move" | "resize") => void;
  onOpen: () => void;
}

const STATUS_MARK: Record<string, string> = {
  confirmed: "✓",
  arrived: "➜",
  started: "▶",
  completed: "✔",
  no_show: "✕",
};

/**
 * The bar drawn in the lower edge's grip where a finger may use it: a
 * mouse finds the edge by its cursor, a finger has nothing to hover. Dark
 * on the block's light tint (and light on dark), well above the 3:1 that
 * WCAG 2.2 asks of a control's parts; centred by equal insets, so a
 * right-to-left page mirrors it onto itself.
 */
const ResizeGrip = () => (
  <Box
    component="span"
    data-grip
    sx={{
      display: "none",
      "@media (any-pointer: coarse)": { display: "block" },
      position: "absolute",
      left: 0,
      right: 0,
      bottom: 3,
      mx: "auto",
      width: 28,
      height: 4,
      borderRadius: 2,
      bgcolor: "text.primary",
      pointerEvents: "none",
    }}
  />
);

/** One appointment service in a column: time, client, service and status; extra time below it. */
export const AppointmentBlock = ({
  block,
  column,
  windowStart,
  colour,
  localeTag,
  timeZone,
  drag,
  columnWidth,
  direction,
  onPointerDown,
  onOpen,
}: AppointmentBlockProps) => {
  const translate = useTranslate();
  const { appointment, service } = block;
  const mine = drag?.serviceId === service.id ? drag : null;
  const extraMinutes = mine?.kind === "resize" ? mine.minutes : 0;
  const height =
    Math.max(15, block.bottom - block.top + extraMinutes) * PX_PER_MINUTE;
  // The lower edge's grip, inside the block: a finger's 24 px (WCAG 2.2
  // target size) where the block is tall enough to keep as much to move it.
  const handle = Math.min(RESIZE_PX, height / 2);
  const shiftX =
    mine?.kind === "move"
      ? mine.columnShift * columnWidth * (direction === "rtl" ? -1 : 1)
      : 0;
  const shiftY = mine?.kind === "move" ? mine.minutes * PX_PER_MINUTE : 0;
  const time = `${formatTime(service.start_at, localeTag, timeZone)}–${formatTime(service.end_at, localeTag, timeZone)}`;
  const client = clientLabel(
    appointment.client,
    translate(`${T}.calendar.walk_in`),
  );
  const status = translate(`${T}.statuses.${appointment.status}`);
  const faded =
    appointment.status === "no_show" || appointment.status === "completed";
  const width = 100 / block.lanes;
  return (
    <Box
      sx={{
        position: "absolute",
        top: (block.top - windowStart) * PX_PER_MINUTE,
        left: `${block.lane * width}%`,
        width: `calc(${width}% - 4px)`,
        zIndex: mine ? 5 : 2,
        transform:
          mine?.kind === "move"
            ? `translate(${shiftX}px, ${shiftY}px)`
            : undefined,
        // The stylis RTL plugin flips `left`; translate is in screen pixels already.
        // A finger scrolls the day from here too (and swipes sideways through
        // the page's handler) until a long press makes it drag (useTouchHold).
        touchAction: "pan-y pinch-zoom",
      }}
    >
      <Box
        component="button"
        type="button"
        data-appointment={appointment.reference}
        aria-label={translate(`${T}.calendar.appointment_label`, {
          time,
          client,
          services: service.service_name,
          status,
          column: column.name,
        })}
        onPointerDown={(e: PointerEvent) => onPointerDown(e, "move")}
        onClick={(e) => {
          // Pointer clicks are handled on release (they may be drags).
          if (e.detail === 0) onOpen();
        }}
        sx={{
          display: "block",
          width: "100%",
          height,
          overflow: "hidden",
          textAlign: "start",
          font: "inherit",
          fontSize: "0.75rem",
          lineHeight: 1.3,
          p: 0.5,
          border: 0,
          borderInlineStart: `4px solid ${colour}`,
          borderRadius: 1,
          bgcolor: alpha(colour, faded ? 0.12 : 0.22),
          color: "text.primary",
          cursor: mine ? "grabbing" : "grab",
          // Lifted while held or dragged: what tells a finger the press took.
          boxShadow: mine ? 8 : 0,
          outline: mine ? "2px solid" : undefined,
          outlineColor: "text.primary",
          "&:focus-visible": {
            outline: "3px solid",
            outlineColor: "primary.main",
          },
        }}
      >
        <Box component="span" sx={{ display: "block", fontWeight: 600 }}>
          <bdi>{time}</bdi> {STATUS_MARK[appointment.status] ?? ""}
        </Box>
        <Box component="span" sx={{ display: "block" }}>
          {client}
        </Box>
        <Box component="span" sx={{ display: "block" }}>
          {service.service_name}
        </Box>
        <Box component="span" sx={{ display: "block", fontStyle: "italic" }}>
          {status}
        </Box>
      </Box>
      {block.extra && !mine && (
        <Box
          aria-hidden
          title={translate(`${T}.extra_time.${block.extra.type}`)}
          sx={{
            height: (block.extra.bottom - block.extra.top) * PX_PER_MINUTE,
            borderInlineStart: `4px dotted ${colour}`,
            backgroundImage: `repeating-linear-gradient(45deg, ${alpha(colour, 0.25)} 0 4px, transparent 4px 8px)`,
            fontSize: "0.65rem",
            overflow: "hidden",
            px: 0.5,
          }}
        >
          {translate(`${T}.extra_time.${block.extra.type}`)}
        </Box>
      )}
      <Box
        aria-hidden
        data-resize={appointment.reference}
        onPointerDown={(e: PointerEvent) => onPointerDown(e, "resize")}
        sx={{
          position: "absolute",
          left: 0,
          right: 0,
          top: height - handle,
          height: handle,
          cursor: "ns-resize",
        }}
      >
        <ResizeGrip />
      </Box>
    </Box>
  );
};
