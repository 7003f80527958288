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

export const PX_PER_MINUTE = 1.6;
const CLICK_PX = 4;

export interface DragState {
  serviceId: number;
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
}

/**
 * Pointer dragging on the grid: an appointment to another time or column,
 * its lower edge to a new length, or across empty slots to book a span.
 * The drop is sent to the server; until it answers the block stays where
 * it was dropped, and a refusal puts it back. A touch on an empty slot is
 * left to the browser to scroll (pointercancel); on an appointment, whose
 * box has `touch-action: none`, it drags.
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
  /** A touch released here that opened, moved or resized something (see onTouchEnd). */
  const answered = useRef(false);

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
    origin.current = {
      x: event.clientX,
      y: event.clientY,
      block,
      column,
      columnIndex: columns.indexOf(column),
      kind,
      startMinute,
    };
  };

  const onPointerMove = (event: PointerEvent) => {
    const o = origin.current;
    if (!o) return;
    const minutes = snapMinutes((event.clientY - o.y) / PX_PER_MINUTE);
    if (o.kind === "slots") {
      const end = o.startMinute + Math.max(15, minutes + 15);
      setSlotDrag({ column: o.column, start: o.startMinute, end });
      return;
    }
    const index = o.kind === "move" ? columnAt(event.clientX) : o.columnIndex;
    setDrag({
      serviceId: o.block!.service.id,
      kind: o.kind,
      minutes,
      columnShift: index < 0 ? 0 : index - o.columnIndex,
    });
  };

  const onPointerUp = async (event: PointerEvent) => {
    const o = origin.current;
    origin.current = null;
    if (!o) return;
    const answer = () => {
      answered.current = event.pointerType === "touch";
    };
    const moved =
      Math.abs(event.clientX - o.x) > CLICK_PX ||
      Math.abs(event.clientY - o.y) > CLICK_PX;
    if (o.kind === "slots") {
      const range = slotDrag ?? {
        column: o.column,
        start: o.startMinute,
        end: null,
      };
      setSlotDrag(null);
      answer();
      handlers.onSlots(moved ? range : { ...range, end: null });
      return;
    }
    const block = o.block!;
    const state = drag;
    if (!moved || !state || (state.minutes === 0 && state.columnShift === 0)) {
      setDrag(null);
      if (!moved) {
        answer();
        handlers.onOpen(block);
      }
      return;
    }
    answer();
    try {
      if (o.kind === "resize") {
        await handlers.onResize(
          block,
          block.service.duration_minutes + state.minutes,
        );
      } else {
        const target = columns[o.columnIndex + state.columnShift] ?? o.column;
        await handlers.onMove(block, state.minutes, target);
      }
    } finally {
      setDrag(null);
    }
  };

  const onPointerCancel = () => {
    origin.current = null;
    setDrag(null);
    setSlotDrag(null);
  };

  /**
   * The touchend of a touch answered on release (it comes after pointerup).
   * A tap has opened a dialog by now: the mouse events and click a browser
   * sends after a tap would land on whatever of the dialog is under the
   * finger, so they are cancelled. Neither a tap nor a drop is a swipe to
   * another column for the page around the grid.
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
    onPointerCancel,
    onTouchEnd,
  };
};
