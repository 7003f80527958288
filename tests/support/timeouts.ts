/**
 * Every timeout of the test suite, in one place. A timeout only catches a
 * hang: each is several times what a test needs on a busy 2-core machine,
 * so a slow machine never reaches one. Tests wait for conditions (findBy…,
 * waitFor, expect.poll, Playwright's auto-waiting), never for fixed times,
 * and set no timeouts of their own.
 */
export const TIMEOUTS = {
  /** One web test (jsdom), rendering a whole admin screen. */
  webTest: 120_000,
  /** One server test; and a server file's hooks (a fresh database, an app). */
  serverTest: 300_000,
  serverHook: 300_000,
  /** One browser test, a walk over every screen of the menu included. */
  browserTest: 900_000,
  /** A built server started by a test answering its health check. */
  serverStart: 300_000,
  /** A browser spec's hooks: its own server and browser starting. */
  browserHook: 420_000,
  /**
   * How long a condition is waited for: Testing Library's findBy… and
   * waitFor in web tests, expect.poll in browser specs.
   */
  condition: 15_000,
  /**
   * A browser spec's Playwright step: an action (click, fill) or a wait
   * (waitFor, waitForURL, waitForResponse) of a page, set once per page.
   */
  browserStep: 60_000,
} as const;
