import { act } from "@testing-library/react";
import { HOLD_MS } from "../../../src/calendar/useTouchHold";

/**
 * Pointer and touch input for the grid's tests in jsdom, which has no
 * PointerEvent: stub it with `vi.stubGlobal("PointerEvent", TestPointerEvent)`.
 */

/** A MouseEvent carrying the pointer's id and type. */
export class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(
    type: string,
    init: MouseEventInit & { pointerId?: number; pointerType?: string } = {},
  ) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? "mouse";
  }
}

/** The init of a pointer event by `pointerType` (a finger by default) at (x, y). */
export const finger = (x: number, y: number, pointerType = "touch") => ({
  pointerType,
  pointerId: 7,
  button: 0,
  clientX: x,
  clientY: y,
});

/** The touch list of one finger at (x, y). */
export const touch = (x: number, y: number) => [{ clientX: x, clientY: y }];

/** Keeps the finger down for the long press (the grid's own timer runs out first). */
export const holdStill = () =>
  act(() => new Promise((resolve) => setTimeout(resolve, HOLD_MS + 20)));
