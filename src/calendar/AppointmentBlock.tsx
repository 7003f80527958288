import Box from "@mui/material/Box";
import PaidIcon from "@mui/icons-material/Paid";
import { alpha } from "@mui/material/styles";
import type { PointerEvent } from "react";
import { useTranslate } from "react-admin";
import { clientLabel } from "../resources/appointments/appointmentModel";
import { BlockFrame } from "./BlockFrame";
import {
  formatTime,
  type AppointmentBlockData,
  type Column,
} from "./calendarModel";
import { PX_PER_MINUTE, type DragState } from "./useGridDrag";

const T = "resources.appointments";

export interface AppointmentBlockProps {
  block: AppointmentBlockData;
  column: Column;
  /** Who the service is with (a week column holds several members). */
  memberName: string;
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

/** One line of a block's text, cut with an ellipsis rather than wrapped. */
const line = {
  display: "block",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
} as const;

/**
 * One appointment service in a column, in compact text for a busy day
 * (issue 23): the start time in small type, then the client and the
 * service, each on one line; extra time below it.
 */
export const AppointmentBlock = ({
  block,
  column,
  memberName,
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
  const start = formatTime(service.start_at, localeTag, timeZone);
  const end = formatTime(service.end_at, localeTag, timeZone);
  // Another member's appointment for a login with its own calendar only:
  // busy time, neither opened nor moved.
  const busy = appointment.busy_only === true;
  const client = busy
    ? translate(`${T}.calendar.busy`)
    : clientLabel(appointment.client, translate(`${T}.calendar.walk_in`));
  const status = translate(`${T}.statuses.${appointment.status}`);
  const paid = appointment.sale_status === "paid";
  const faded =
    appointment.status === "no_show" || appointment.status === "completed";
  return (
    <BlockFrame
      block={block}
      windowStart={windowStart}
      drag={drag}
      columnWidth={columnWidth}
      direction={direction}
      handleName={appointment.reference}
      onPointerDown={busy ? () => undefined : onPointerDown}
      after={
        block.extra && (
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
        )
      }
    >
      {(height, dragged) => (
        <Box
          component="button"
          type="button"
          data-appointment={appointment.reference}
          // Starts with the text it shows (WCAG 2.5.3, label in name).
          aria-label={
            translate(`${T}.calendar.appointment_label`, {
              start,
              end,
              client,
              services: service.service_name,
              status,
              column: column.id === null ? memberName : column.name,
            }) + (paid ? `, ${translate("resources.checkout.paid")}` : "")
          }
          aria-disabled={busy || undefined}
          onPointerDown={(e: PointerEvent) => {
            if (!busy) onPointerDown(e, "move");
          }}
          onClick={(e) => {
            // Pointer clicks are handled on release (they may be drags).
            if (e.detail === 0 && !busy) onOpen();
          }}
          sx={{
            display: "block",
            width: "100%",
            height,
            overflow: "hidden",
            textAlign: "start",
            font: "inherit",
            fontSize: "0.75rem",
            lineHeight: 1.2,
            px: 0.5,
            py: 0.25,
            border: 0,
            borderInlineStart: `4px solid ${colour}`,
            borderRadius: 1,
            bgcolor: alpha(colour, faded ? 0.12 : 0.22),
            color: "text.primary",
            cursor: busy ? "default" : dragged ? "grabbing" : "grab",
            // Lifted while held or dragged: what tells a finger the press took.
            boxShadow: dragged ? 8 : 0,
            outline: dragged ? "2px solid" : undefined,
            outlineColor: "text.primary",
            "&:focus-visible": {
              outline: "3px solid",
              outlineColor: "primary.main",
            },
          }}
        >
          <Box component="span" sx={{ ...line, fontSize: "0.6875rem" }}>
            <bdi>{start}</bdi> {STATUS_MARK[appointment.status] ?? ""}
            {paid && (
              <PaidIcon
                data-paid
                aria-hidden
                sx={{ fontSize: "0.85rem", verticalAlign: "middle", mx: 0.25 }}
              />
            )}
          </Box>
          <Box component="span" sx={{ ...line, fontWeight: 600 }}>
            {client}
          </Box>
          <Box component="span" sx={line}>
            {service.service_name}
          </Box>
        </Box>
      )}
    </BlockFrame>
  );
};
