import type { Page, Request } from "playwright-core";
import { TIMEOUTS } from "../../support/timeouts";
import { drawn } from "./flows";

/**
 * When a screen has settled: no request of the page in flight (API calls,
 * lazily loaded code, translations; the calendar's live stream excepted, it
 * never ends), and none started while frames were drawn and the page's
 * scripts (React's rendering, timers queued "for the next tick") went
 * idle. Unlike Playwright's "networkidle" (500 ms without traffic, and only
 * once per document) this holds after a move inside the app too, and costs
 * no fixed wait.
 */

interface Tracker {
  pending: Set<Request>;
  started: number;
  onIdle: (() => void)[];
}

const trackers = new WeakMap<Page, Tracker>();

/** Starts counting the page's requests; newPage calls it before the first one. */
export function trackRequests(page: Page): Tracker {
  const known = trackers.get(page);
  if (known) return known;
  const tracker: Tracker = { pending: new Set(), started: 0, onIdle: [] };
  const done = (request: Request) => {
    if (!tracker.pending.delete(request) || tracker.pending.size) return;
    for (const resolve of tracker.onIdle.splice(0)) resolve();
  };
  page.on("request", (request) => {
    if (request.resourceType() === "eventsource") return;
    tracker.pending.add(request);
    tracker.started += 1;
  });
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  trackers.set(page, tracker);
  return tracker;
}

function noneInFlight(tracker: Tracker) {
  if (!tracker.pending.size) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      const urls = [...tracker.pending].map((r) => r.url()).join(", ");
      reject(new Error(`Requests still in flight: ${urls}`));
    }, TIMEOUTS.browserStep);
    tracker.onIdle.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The browser's next idle period: React renders in slices between frames,
 * so a drawn frame does not mean it has finished; an idle callback runs only
 * once no task (React's included) is waiting, and after the timers queued
 * "for the next tick".
 */
const idle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        setTimeout(() => requestIdleCallback(resolve), 0),
      ),
  );

/** Waits until the screen of `page` has settled (see above). */
export async function settled(page: Page) {
  const tracker = trackRequests(page);
  for (;;) {
    await noneInFlight(tracker);
    const before = tracker.started;
    await drawn(page);
    await idle(page);
    await drawn(page);
    await idle(page);
    if (!tracker.pending.size && tracker.started === before) return;
  }
}

/**
 * Moves the app to `path` as its own links do (the router's history, no new
 * page load: the app, its session and any script a test put into the page
 * stay) and waits for the screen to settle. For walks from screen to
 * screen: the router cannot ask before leaving a form with changes on this
 * kind of move (react-router's blockers refuse it), so a test of forms
 * loads its pages (page.goto) or clicks the app's links.
 */
export async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await settled(page);
}
