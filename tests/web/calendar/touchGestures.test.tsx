import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { signIn } from "../support/builders";
import { mockViewportWidth } from "../layout/settings/renderWithLayoutAdmin";
import { setup } from "./calendarFixture";
import { finger, holdStill, TestPointerEvent, touch } from "./pointerInput";

/**
 * The grid's answer to a touch (issue 9 on tablets and phones): a tap has
 * opened its dialog on release, so its touchend is cancelled (no mouse
 * events or click follow into the dialog), and a drop is not also read as
 * a swipe to another column by the page around the grid. The browser test
 * tests/e2e/calendarTouch.e2e.ts runs the same gestures with real touches.
 */

beforeEach(() => {
  signIn({ role: 2 });
  vi.stubGlobal("PointerEvent", TestPointerEvent);
});

describe("the calendar grid by touch", () => {
  it("opens a tapped appointment on release and cancels the tap's touchend, so no click follows into the dialog", async () => {
    setup();
    const appointment = await screen.findByRole("button", {
      name: /Ada Lovelace/,
    });
    fireEvent.pointerDown(appointment, finger(50, 50));
    fireEvent.touchStart(appointment, { touches: touch(50, 50) });
    fireEvent.pointerUp(appointment, finger(50, 50));
    const notCancelled = fireEvent.touchEnd(appointment, {
      changedTouches: touch(50, 50),
    });
    expect(notCancelled).toBe(false);
    expect(
      await screen.findByRole("dialog", { name: /A-000005/ }),
    ).toBeTruthy();
  });

  it("leaves a mouse click's events alone", async () => {
    setup();
    const appointment = await screen.findByRole("button", {
      name: /Ada Lovelace/,
    });
    fireEvent.pointerDown(appointment, {
      ...finger(50, 50),
      pointerType: "mouse",
    });
    fireEvent.pointerUp(appointment, {
      ...finger(50, 50),
      pointerType: "mouse",
    });
    expect(
      await screen.findByRole("dialog", { name: /A-000005/ }),
    ).toBeTruthy();
    expect(
      fireEvent.touchEnd(appointment, { changedTouches: touch(50, 50) }),
    ).toBe(true);
  });

  it("on a phone, swipes to the next member, and a drop that drifts sideways stays a drop", async () => {
    mockViewportWidth(375);
    const { sendJson } = setup();
    const slot = await screen.findByRole("button", {
      name: "Book Anna at 10:00 AM",
    });
    expect(screen.getByText("Anna (1 of 2)")).toBeTruthy();
    fireEvent.touchStart(slot, { touches: touch(300, 200) });
    fireEvent.touchEnd(slot, { changedTouches: touch(100, 210) });
    expect(await screen.findByText("Bea (2 of 2)")).toBeTruthy();

    // Bea's 14:00 booking held, then dragged half an hour down and well to the right.
    const appointment = screen.getByRole("button", { name: /Ada Lovelace/ });
    fireEvent.pointerDown(appointment, finger(100, 100));
    fireEvent.touchStart(appointment, { touches: touch(100, 100) });
    await holdStill();
    fireEvent.pointerMove(appointment, finger(230, 148));
    fireEvent.pointerUp(appointment, finger(230, 148));
    fireEvent.touchEnd(appointment, { changedTouches: touch(230, 148) });
    await waitFor(() => expect(sendJson).toHaveBeenCalledTimes(1));
    expect(sendJson).toHaveBeenCalledWith(
      "appointments",
      expect.objectContaining({
        body: expect.objectContaining({
          services: [
            expect.objectContaining({
              team_member_id: 2,
              start_at: "2026-11-25T13:30:00.000Z",
            }),
          ],
        }),
      }),
    );
    expect(screen.getByText("Bea (2 of 2)")).toBeTruthy();
  });
});
