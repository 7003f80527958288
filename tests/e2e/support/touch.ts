import type { CDPSession, Locator, Page } from "playwright-core";

/**
 * Touch input for browser tests on a touch context (newPage's `touch`).
 * Gestures go through the debugging protocol's Input.dispatchTouchEvent,
 * so the browser runs its own touch pipeline: touch events, pointer events
 * with pointerType "touch", touch-action, scrolling and taps; not mouse
 * events made to look like touches.
 */

export interface Point {
  x: number;
  y: number;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();
const session = (page: Page) => {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = page.context().newCDPSession(page);
    sessions.set(page, cdp);
  }
  return cdp;
};

/** The centre of an element on the screen, `dy` px below it when given. */
export async function centreOf(locator: Locator, dy = 0): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on the screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 + dy };
}

/**
 * One finger put down at `from`, moved to `to` in `steps` even moves, and
 * lifted there. `holdUntil` keeps it still first until what it waits for
 * has happened (a long press: wait for what the user sees when it takes);
 * `holdMs` keeps it still for a fixed time.
 */
export async function touchDrag(
  page: Page,
  from: Point,
  to: Point,
  {
    steps = 12,
    holdMs = 0,
    stepMs = 16,
    holdUntil,
  }: {
    steps?: number;
    holdMs?: number;
    stepMs?: number;
    holdUntil?: () => Promise<unknown>;
  } = {},
) {
  const cdp = await session(page);
  const at = (p: Point) => [{ x: p.x, y: p.y, id: 1 }];
  await cdp.send("Input.dispatchTouchEvent", {
    type: "touchStart",
    touchPoints: at(from),
  });
  // A finger held still for a time is the gesture itself, not a pause.
  // eslint-disable-next-line no-restricted-syntax
  if (holdMs) await page.waitForTimeout(holdMs);
  if (holdUntil) await holdUntil();
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: at({
        x: from.x + (to.x - from.x) * t,
        y: from.y + (to.y - from.y) * t,
      }),
    });
    // The finger's speed is part of the gesture (a fling, a slow drag).
    // eslint-disable-next-line no-restricted-syntax
    await page.waitForTimeout(stepMs);
  }
  await cdp.send("Input.dispatchTouchEvent", {
    type: "touchEnd",
    touchPoints: [],
  });
}

/** A horizontal swipe of `dx` px (negative: towards the left) through `from`. */
export const swipe = (page: Page, from: Point, dx: number) =>
  touchDrag(page, from, { x: from.x + dx, y: from.y }, { steps: 8 });
