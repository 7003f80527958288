import { afterAll, beforeAll, inject } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage, type WatchedPage } from "./browser";
import { startServer, type RunningServer } from "./startServer";

/** The prepared DATA_DIR for `env`, when it sets nothing that shapes the data but DEMO_SEED. */
const templateFor = (env: Record<string, string>) =>
  Object.keys(env).every((key) => key === "DEMO_SEED" || /^OIDC_/.test(key))
    ? (inject("e2eTemplates")?.[env.DEMO_SEED ?? "1"] ?? null)
    : null;

export interface ServerAndBrowser {
  readonly server: RunningServer;
  /** A fresh watched page (own storage) of the browser on the server: newPage with its url. */
  newPage(opts?: Parameters<typeof newPage>[2]): Promise<WatchedPage>;
}

/**
 * The built server, started with `env`, and the system Chromium for the tests
 * of the file or describe block that calls this: both start together before
 * its first test (hooks it registers afterwards run after them) and close
 * after its last. Use them inside hooks and tests, not when the file loads.
 * When `env` sets DEMO_SEED only (or OIDC_* too: they shape no data), the
 * server starts on a copy of the DATA_DIR that support/globalSetup.ts
 * prepared for that value (default "1", as the server's): already migrated,
 * and seeded or not. `env` is read when the server starts: a hook
 * registered before this call may fill it in (a port known only then).
 */
export function serverAndBrowser(
  env: Record<string, string> = {},
): ServerAndBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([
      startServer(env, templateFor(env)),
      launchBrowser(),
    ]);
    // Keep whichever started, so that afterAll closes it when the other failed.
    if (started.status === "fulfilled") server = started.value;
    if (launched.status === "fulfilled") browser = launched.value;
    if (started.status === "rejected") throw started.reason;
    if (launched.status === "rejected") throw launched.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(
        `The ${what} is not running: read it in a hook or test, after its beforeAll.`,
      );
    return value;
  };
  return {
    get server() {
      return started(server, "server");
    },
    newPage(opts) {
      return newPage(
        started(browser, "browser"),
        started(server, "server").url,
        opts,
      );
    },
  };
}
