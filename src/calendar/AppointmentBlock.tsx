import Box from "@mui/material/Box";
import LinkIcon from "@mui/icons-material/Link";
import PaidIcon from "@mui/icons-material/Paid";
import Tooltip from "@mui/material/Tooltip";
import { alpha } from "@mui/material/styles";
import type { PointerEvent } from "react";
import { useTranslate } from "react-admin";
import {
  clientLabel,
  isOpen,
} from "../resources/appointments/appointmentModel";
import { BlockFrame } from "./BlockFrame";
import { blockButtonSx } from "./calendarBlocks";
import {
  formatTime,
  type AppointmentBlockData,
  type Column,
} from "./calendarModel";
import { StatusIcon } from "./StatusIcon";
import { statusSx } from "./statusLook";
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
 * service, each on one line; extra time below it. Its status shows as an
 * icon and a pattern (statusLook), the parts of a multi-service appointment
 * as "1/2" with a link, and hovering it tells client, services and time.
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
  const fixed = !isOpen(appointment);
  const parts = [...appointment.services].sort(
    (a, b) => a.sequence - b.sequence,
  );
  const part =
    parts.length > 1
      ? translate("app.calendar_status.legend.part", {
          part: parts.findIndex((p) => p.id === service.id) + 1,
          count: parts.length,
        })
      : null;
  const partShort =
    parts.length > 1
      ? `${parts.findIndex((p) => p.id === service.id) + 1}/${parts.length}`
      : null;
  const hover = (
    <>
      <Box component="span" sx={{ display: "block", fontWeight: 600 }}>
        {client}
      </Box>
      {parts.map((p) => (
        <Box component="span" key={p.id} sx={{ display: "block" }}>
          <bdi>
            {formatTime(p.start_at, localeTag, timeZone)}–
            {formatTime(p.end_at, localeTag, timeZone)}
          </bdi>{" "}
          {p.service_name}
        </Box>
      ))}
      <Box component="span" sx={{ display: "block" }}>
        {status}
      </Box>
    </>
  );
  return (
    <BlockFrame
      block={block}
      windowStart={windowStart}
      drag={drag}
      columnWidth={columnWidth}
      direction={direction}
      handleName={appointment.reference}
      resizable={!fixed && !busy}
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
        <Tooltip
          title={dragged ? "" : hover}
          describeChild
          disableTouchListener
          enterDelay={500}
          enterNextDelay={300}
        >
          <Box
            component="button"
            type="button"
            data-appointment={appointment.reference}
            data-colour={colour}
            // Starts with the text it shows (WCAG 2.5.3, label in name).
            aria-label={
              translate(`${T}.calendar.appointment_label`, {
                // The name holds what the block shows, in its order (WCAG
                // 2.5.3): the start, then the part marker ("1/2") if any.
                start: partShort ? `${start} ${partShort}` : start,
                end,
                client,
                services: service.service_name,
                status,
                column: column.id === null ? memberName : column.name,
              }) +
              (paid ? `, ${translate("resources.checkout.paid")}` : "") +
              (part ? `, ${part}` : "")
            }
            data-status={appointment.status}
            aria-disabled={busy || undefined}
            onPointerDown={(e: PointerEvent) => {
              if (!busy) onPointerDown(e, "move");
            }}
            onClick={(e) => {
              // Pointer clicks are handled on release (they may be drags).
              if (e.detail === 0 && !busy) onOpen();
            }}
            sx={{
              ...blockButtonSx(height),
              border: 0,
              ...statusSx(appointment.status, colour),
              // The parts of one appointment share a top edge line in its colour.
              ...(partShort
                ? { borderTop: `2px solid ${alpha(colour, 0.9)}` }
                : {}),
              borderRadius: 1,
              color: "text.primary",
              cursor: busy
                ? "default"
                : fixed
                  ? "pointer"
                  : dragged
                    ? "grabbing"
                    : "grab",
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
              <StatusIcon
                status={appointment.status}
                sx={{ fontSize: "0.85rem", verticalAlign: "middle", me: 0.25 }}
              />
              <bdi>{start}</bdi>
              {partShort && (
                <Box
                  component="span"
                  data-part={partShort}
                  sx={{ mx: 0.5, whiteSpace: "nowrap" }}
                >
                  <LinkIcon
                    aria-hidden
                    sx={{ fontSize: "0.85rem", verticalAlign: "middle" }}
                  />
                  <bdi>{partShort}</bdi>
                </Box>
              )}
              {paid && (
                <PaidIcon
                  data-paid
                  aria-hidden
                  sx={{
                    fontSize: "0.85rem",
                    verticalAlign: "middle",
                    mx: 0.25,
                  }}
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
        </Tooltip>
      )}
    </BlockFrame>
  );
};
