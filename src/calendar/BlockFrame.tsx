import Box from "@mui/material/Box";
import type { PointerEvent, ReactNode } from "react";
import type { Block } from "./calendarModel";
import { PX_PER_MINUTE, type DragState } from "./useGridDrag";

const RESIZE_PX = 24;

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

export interface BlockFrameProps {
  block: Block;
  windowStart: number;
  drag: DragState | null;
  columnWidth: number;
  direction: "ltr" | "rtl";
  /** The resize handle's data-resize value (tests and the touch grip). */
  handleName: string;
  /** Whether its lower edge resizes it (not a completed or no-show appointment). */
  resizable?: boolean;
  onPointerDown: (event: PointerEvent, kind: "move" | "resize") => void;
  /** The block's own button, given its height in px and whether it is being dragged. */
  children: (height: number, dragged: boolean) => ReactNode;
  /** Drawn below the button (extra time), hidden while dragged. */
  after?: ReactNode;
}

/**
 * Where a block sits in its column (wall time, lane) and how it follows a
 * drag: moved by a transform, grown by its lower edge, which is a 24 px
 * grip (WCAG 2.2 target size) where the block is tall enough to keep as
 * much to move it. Appointments and blocked times both draw in one.
 */
export const BlockFrame = ({
  block,
  windowStart,
  drag,
  columnWidth,
  direction,
  handleName,
  resizable = true,
  onPointerDown,
  children,
  after,
}: BlockFrameProps) => {
  const mine = drag?.key === block.key ? drag : null;
  const extraMinutes = mine?.kind === "resize" ? mine.minutes : 0;
  const height =
    Math.max(15, block.bottom - block.top + extraMinutes) * PX_PER_MINUTE;
  const handle = Math.min(RESIZE_PX, height / 2);
  const shiftX =
    mine?.kind === "move"
      ? mine.columnShift * columnWidth * (direction === "rtl" ? -1 : 1)
      : 0;
  const shiftY = mine?.kind === "move" ? mine.minutes * PX_PER_MINUTE : 0;
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
      {children(height, mine !== null)}
      {!mine && after}
      {resizable && (
        <Box
          aria-hidden
          data-resize={handleName}
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
      )}
    </Box>
  );
};
