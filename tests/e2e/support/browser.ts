import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
} from "playwright-core";
import { TIMEOUTS } from "../../support/timeouts";
import { trackRequests } from "./settled";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** The system Chromium, headless, as ARCHITECTURE.md prescribes. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: FLAGS,
  });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** console.error messages and uncaught page errors seen so far. */
  errors: string[];
}

/** A fresh context (own storage) whose console errors are collected for assertions. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  opts: {
    locale?: string;
    width?: number;
    height?: number;
    /** The browser's clock (IANA zone); the machine's when unset. */
    timezoneId?: string;
    /** A touch-screen device (hasTouch and isMobile): taps and touch gestures, support/touch.ts. */
    touch?: boolean;
  } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    baseURL,
    locale: opts.locale ?? "en-GB",
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
    timezoneId: opts.timezoneId,
    hasTouch: opts.touch,
    isMobile: opts.touch,
  });
  context.setDefaultTimeout(TIMEOUTS.browserStep);
  const page = await context.newPage();
  trackRequests(page);
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  return { page, context, errors };
}
