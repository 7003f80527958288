import {
  useRef,
  useState,
  type PointerEvent,
  type RefObject,
  type TouchEvent,
} from "react";
import {
  columnIndexAt,
  snapMinutes,
  type Block,
  type Column,
} from "./calendarModel";
import { HOLD_SLOP_PX, useTouchHold } from "./useTouchHold";

export const PX_PER_MINUTE = 1.6;
const CLICK_PX = 4;

export interface DragState {
  /** The dragged block's key (calendarBlocks.ts). */
  key: string;
  kind: "move" | "resize";
  minutes: number;
  columnShift: number;
}

export interface SlotRange {
  column: Column;
  start: number;
  end: number | null;
}

export interface GridDragHandlers {
  onOpen: (block: Block) => void;
  onMove: (
    block: Block,
    minutesDelta: number,
    target: Column,
  ) => Promise<unknown>;
  onResize: (block: Block, durationMinutes: number) => Promise<unknown>;
  onSlots: (range: SlotRange) => void;
}

interface Origin {
  x: number;
  y: number;
  block?: Block;
  column: Column;
  columnIndex: number;
  kind: "move" | "resize" | "slots";
  startMinute: number;
  pointerType: string;
  /** Moves drag: at once for a mouse or pen, after the long press for a finger. */
  armed: boolean;
  /** A completed or no-show appointment: opened by a tap, never picked up (issue 23). */
  fixed: boolean;
}

const isFixed = (block: Block | undefined) =>
  block?.kind === "appointment" &&
  ["completed", "no_show", "cancelled"].includes(block.appointment.status);

/** Whether the pointer has gone further than `px` from where it went down. */
const beyond = (event: PointerEvent, o: Origin, px: number) =>
  Math.abs(event.clientX - o.x) > px || Math.abs(event.clientY - o.y) > px;

/**
 * Pointer dragging on the grid: an appointment to another time or column,
 * its lower edge to a new length, or across empty slots to book a span.
 * The drop is sent to the server; until it answers the block stays where
 * it was dropped, and a refusal puts it back.
 *
 * A mouse or pen drags as soon as it moves. A finger first has to hold
 * still for a long press (useTouchHold): a finger that moves sooner is
 * scrolling the day or swiping to another member, and the browser gets
 * it (on an empty slot it sends pointercancel; on an appointment, which
 * allows only vertical panning, a sideways move is dropped here). Once
 * the press has taken, the block lifts (or the slot is selected) and the
 * finger drags it as a mouse would.
 */
export const useGridDrag = (
  columnsRef: RefObject<HTMLElement | null>,
  columns: Column[],
  direction: "ltr" | "rtl",
  handlers: GridDragHandlers,
) => {
  const origin = useRef<Origin | null>(null);
  const [drag, setDrag] = useState<DragState | null>(null);
  const [slotDrag, setSlotDrag] = useState<SlotRange | null>(null);
  /** A touch released here that was the grid's: a tap, or a press that took (see onTouchEnd). */
  const answered = useRef(false);
  const touchHold = useTouchHold(columnsRef);

  const columnAt = (clientX: number) => {
    const box = columnsRef.current?.getBoundingClientRect();
    if (!box) return -1;
    return columnIndexAt(
      clientX - box.left,
      box.width,
      columns.length,
      direction,
    );
  };

  const begin = (
    event: PointerEvent,
    kind: Origin["kind"],
    column: Column,
    startMinute: number,
    block?: Block,
  ) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    const finger = event.pointerType === "touch";
    const o: Origin = {
      x: event.clientX,
      y: event.clientY,
      block,
      column,
      columnIndex: columns.indexOf(column),
      kind,
      startMinute,
      pointerType: event.pointerType,
      armed: !finger,
      fixed: isFixed(block),
    };
    origin.current = o;
    if (finger) touchHold.press(() => lift(o));
    // A pen on an appointment drags at once, as before the long press: the
    // box no longer forbids panning, so its touch events are cancelled.
    else if (event.pointerType === "pen" && kind !== "slots" && !o.fixed)
      touchHold.hold();
  };

  /** The long press took: the block lifts, or the slot shows as selected. */
  const lift = (o: Origin) => {
    if (origin.current !== o) return;
    o.armed = true;
    if (o.fixed) return;
    if (o.kind === "slots")
      setSlotDrag({
        column: o.column,
        start: o.startMinute,
        end: o.startMinute + 15,
      });
    else
      setDrag({
        key: o.block!.key,
        kind: o.kind,
        minutes: 0,
        columnShift: 0,
      });
  };

  const onPointerMove = (event: PointerEvent) => {
    const o = origin.current;
    if (!o) return;
    if (!o.armed) {
      // Moved before the hold ended: the finger is scrolling or swiping.
      if (beyond(event, o, HOLD_SLOP_PX)) cancel();
      return;
    }
    if (o.fixed) return;
    const minutes = snapMinutes((event.clientY - o.y) / PX_PER_MINUTE);
    if (o.kind === "slots") {
      const end = o.startMinute + Math.max(15, minutes + 15);
      setSlotDrag({ column: o.column, start: o.startMinute, end });
      return;
    }
    const index = o.kind === "move" ? columnAt(event.clientX) : o.columnIndex;
    setDrag({
      key: o.block!.key,
      kind: o.kind,
      minutes,
      columnShift: index < 0 ? 0 : index - o.columnIndex,
    });
  };

  const onPointerUp = async (event: PointerEvent) => {
    const o = origin.current;
    origin.current = null;
    touchHold.release();
    if (!o) return;
    const finger = o.pointerType === "touch";
    const moved = beyond(event, o, finger ? HOLD_SLOP_PX : CLICK_PX);
    // A finger that went away before its hold was not a tap either.
    if (!o.armed && moved) return;
    // A tap, or a press that took: the grid's gesture, not the page's.
    answered.current = finger;
    if (o.kind === "slots") {
      const range = slotDrag ?? {
        column: o.column,
        start: o.startMinute,
        end: null,
      };
      setSlotDrag(null);
      handlers.onSlots(moved ? range : { ...range, end: null });
      return;
    }
    const block = o.block!;
    const state = drag;
    if (!moved || !state || (state.minutes === 0 && state.columnShift === 0)) {
      setDrag(null);
      if (!moved) handlers.onOpen(block);
      return;
    }
    try {
      if (o.kind === "resize") {
        await handlers.onResize(block, block.minutes + state.minutes);
      } else {
        const target = columns[o.columnIndex + state.columnShift] ?? o.column;
        await handlers.onMove(block, state.minutes, target);
      }
    } finally {
      setDrag(null);
    }
  };

  const cancel = () => {
    origin.current = null;
    touchHold.release();
    setDrag(null);
    setSlotDrag(null);
  };

  /**
   * The touchend of a touch answered on release (it comes after pointerup).
   * A tap has opened a dialog by now: the mouse events and click a browser
   * sends after a tap would land on whatever of the dialog is under the
   * finger, so they are cancelled. Neither a tap nor a drag after a long
   * press is a swipe to another column for the page around the grid.
   */
  const onTouchEnd = (event: TouchEvent) => {
    if (!answered.current) return;
    answered.current = false;
    event.stopPropagation();
    if (event.cancelable) event.preventDefault();
  };

  return {
    drag,
    slotDrag,
    begin,
    onPointerMove,
    onPointerUp,
    onPointerCancel: cancel,
    onTouchEnd,
  };
};
