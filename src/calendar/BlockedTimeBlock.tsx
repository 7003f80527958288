import Box from "@mui/material/Box";
import { alpha, useTheme } from "@mui/material/styles";
import type { PointerEvent } from "react";
import { useTranslate } from "react-admin";
import { BlockFrame } from "./BlockFrame";
import { blockButtonSx } from "./calendarBlocks";
import { formatTime, type BlockedBlockData } from "./calendarModel";
import type { DragState } from "./useGridDrag";

const T = "resources.appointments.blocked";

export interface BlockedTimeBlockProps {
  block: BlockedBlockData;
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

/**
 * A blocked time (lunch, a meeting…) in its member's column (issue 23):
 * hatched grey with the member's colour at its edge, its kind or title and
 * start; moved, resized and opened as an appointment is.
 */
export const BlockedTimeBlock = ({
  block,
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
}: BlockedTimeBlockProps) => {
  const translate = useTranslate();
  const theme = useTheme();
  const { blocked } = block;
  const start = formatTime(blocked.start_at, localeTag, timeZone);
  const end = formatTime(blocked.end_at, localeTag, timeZone);
  const kind = translate(`${T}.kinds.${blocked.kind}`);
  const label = blocked.title ? `${kind}: ${blocked.title}` : kind;
  const hatch = alpha(theme.palette.text.primary, 0.08);
  return (
    <BlockFrame
      block={block}
      windowStart={windowStart}
      drag={drag}
      columnWidth={columnWidth}
      direction={direction}
      handleName={`blocked-${blocked.id}`}
      onPointerDown={onPointerDown}
    >
      {(height, dragged) => (
        <Box
          component="button"
          type="button"
          data-blocked={blocked.id}
          // Starts with the text it shows (WCAG 2.5.3, label in name).
          aria-label={translate(`${T}.label`, {
            start,
            end,
            label,
            member: memberName,
          })}
          onPointerDown={(e: PointerEvent) => onPointerDown(e, "move")}
          onClick={(e) => {
            if (e.detail === 0) onOpen();
          }}
          sx={{
            ...blockButtonSx(height),
            border: 1,
            borderColor: "divider",
            borderInlineStart: `4px solid ${colour}`,
            borderRadius: 1,
            bgcolor: "grey.100",
            backgroundImage: `repeating-linear-gradient(45deg, ${hatch} 0 6px, transparent 6px 12px)`,
            color: "text.primary",
            cursor: dragged ? "grabbing" : "grab",
            boxShadow: dragged ? 8 : 0,
            outline: dragged ? "2px solid" : undefined,
            outlineColor: "text.primary",
            "&:focus-visible": {
              outline: "3px solid",
              outlineColor: "primary.main",
            },
          }}
        >
          <Box
            component="span"
            sx={{
              display: "block",
              fontSize: "0.6875rem",
              whiteSpace: "nowrap",
              overflow: "hidden",
            }}
          >
            <bdi>{start}</bdi>
          </Box>
          <Box
            component="span"
            sx={{
              display: "block",
              fontWeight: 600,
              whiteSpace: "nowrap",
              overflow: "hidden",
              textOverflow: "ellipsis",
            }}
          >
            {label}
          </Box>
        </Box>
      )}
    </BlockFrame>
  );
};
