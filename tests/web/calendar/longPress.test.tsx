import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { signIn } from "../support/builders";
import { setup } from "./calendarFixture";
import { finger, holdStill, TestPointerEvent, touch } from "./pointerInput";

/**
 * The long press that unlocks dragging by touch: a finger on the grid
 * scrolls the day until it has held still for the press (useTouchHold),
 * and only then drags an appointment, its lower edge or a span of free
 * slots. A mouse or a pen drags as soon as it moves. "Scrolls" is read
 * as the browser sees it: a touchmove the grid does not cancel.
 */

const vibrate = vi.fn();
beforeEach(() => {
  signIn({ role: 2 });
  vi.stubGlobal("PointerEvent", TestPointerEvent);
  vibrate.mockReset();
  vi.stubGlobal("navigator", { ...navigator, vibrate });
});

/** Whether the browser may scroll on this touchmove (the grid did not cancel it). */
const scrolls = (el: Element, x: number, y: number) =>
  fireEvent.touchMove(el, { touches: touch(x, y) });

/** Bea's booking: 14:00–15:00 Berlin, 13:00Z. */
const adaBlock = () => screen.findByRole("button", { name: /Ada Lovelace/ });

describe("the long press before a drag by touch", () => {
  it("drags an appointment once the finger has held still, and the page does not scroll under it", async () => {
    const { sendJson } = setup();
    const ada = await adaBlock();
    fireEvent.pointerDown(ada, finger(100, 100));
    fireEvent.touchStart(ada, { touches: touch(100, 100) });
    expect(scrolls(ada, 100, 101)).toBe(true);
    await holdStill();
    // The press took: a short buzz where the device has one.
    expect(vibrate).toHaveBeenCalledWith(10);
    expect(scrolls(ada, 100, 124)).toBe(false);
    fireEvent.pointerMove(ada, finger(100, 124));
    fireEvent.pointerMove(ada, finger(100, 148));
    fireEvent.pointerUp(ada, finger(100, 148));
    const notCancelled = fireEvent.touchEnd(ada, {
      changedTouches: touch(100, 148),
    });
    expect(notCancelled).toBe(false);
    await waitFor(() => expect(sendJson).toHaveBeenCalledTimes(1));
    expect(sendJson).toHaveBeenCalledWith(
      "appointments",
      expect.objectContaining({
        body: expect.objectContaining({
          services: [
            expect.objectContaining({ start_at: "2026-11-25T13:30:00.000Z" }),
          ],
        }),
      }),
    );
    // After the drop, a touch scrolls again.
    expect(scrolls(ada, 100, 160)).toBe(true);
  });

  it("leaves a finger that moves before the hold ends to scroll: nothing is dragged, opened or booked", async () => {
    const { sendJson } = setup();
    const ada = await adaBlock();
    fireEvent.pointerDown(ada, finger(100, 100));
    fireEvent.touchStart(ada, { touches: touch(100, 100) });
    fireEvent.pointerMove(ada, finger(100, 120));
    expect(scrolls(ada, 100, 120)).toBe(true);
    // Still down when the hold would have ended: still a scroll.
    await holdStill();
    expect(vibrate).not.toHaveBeenCalled();
    fireEvent.pointerMove(ada, finger(100, 148));
    expect(scrolls(ada, 100, 148)).toBe(true);
    fireEvent.pointerUp(ada, finger(100, 148));
    fireEvent.touchEnd(ada, { changedTouches: touch(100, 148) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sendJson).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it.each(["mouse", "pen"])(
    "drags with a %s at once, without a hold",
    async (pointerType) => {
      const { sendJson } = setup();
      const ada = await adaBlock();
      fireEvent.pointerDown(ada, finger(100, 100, pointerType));
      // A stylus also sends touches (Android, iPad): they do not scroll an appointment.
      if (pointerType === "pen") expect(scrolls(ada, 100, 124)).toBe(false);
      fireEvent.pointerMove(ada, finger(100, 124, pointerType));
      fireEvent.pointerMove(ada, finger(100, 148, pointerType));
      fireEvent.pointerUp(ada, finger(100, 148, pointerType));
      await waitFor(() => expect(sendJson).toHaveBeenCalledTimes(1));
      expect(sendJson).toHaveBeenCalledWith(
        "appointments",
        expect.objectContaining({
          body: expect.objectContaining({
            services: [
              expect.objectContaining({
                start_at: "2026-11-25T13:30:00.000Z",
              }),
            ],
          }),
        }),
      );
      expect(vibrate).not.toHaveBeenCalled();
    },
  );

  it("selects a span of free slots with a held finger and opens the booking form for it", async () => {
    setup();
    const slot = await screen.findByRole("button", {
      name: "Book Anna at 10:00 AM",
    });
    fireEvent.pointerDown(slot, finger(50, 200));
    fireEvent.touchStart(slot, { touches: touch(50, 200) });
    await holdStill();
    expect(scrolls(slot, 50, 250)).toBe(false);
    // 60 minutes further down: the span runs to the end of the 11:00 slot.
    fireEvent.pointerMove(slot, finger(50, 200 + 60 * 1.6));
    fireEvent.pointerUp(slot, finger(50, 200 + 60 * 1.6));
    fireEvent.touchEnd(slot, { changedTouches: touch(50, 200 + 60 * 1.6) });
    const form = await screen.findByRole("dialog", {
      name: "New appointment",
    });
    expect(within(form).getByLabelText(/^Start/)).toHaveValue(
      "2026-11-25T10:00",
    );
    expect(within(form).getByLabelText(/^Duration/)).toHaveValue(75);
  });

  it("still books one slot with a plain tap", async () => {
    setup();
    const slot = await screen.findByRole("button", {
      name: "Book Anna at 10:00 AM",
    });
    fireEvent.pointerDown(slot, finger(50, 200));
    fireEvent.touchStart(slot, { touches: touch(50, 200) });
    fireEvent.pointerUp(slot, finger(52, 201));
    fireEvent.touchEnd(slot, { changedTouches: touch(52, 201) });
    const form = await screen.findByRole("dialog", {
      name: "New appointment",
    });
    expect(within(form).getByLabelText(/^Start/)).toHaveValue(
      "2026-11-25T10:00",
    );
    expect(within(form).getByLabelText(/^Duration/)).toHaveValue(null);
    expect(vibrate).not.toHaveBeenCalled();
  });
});
