import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeEach, vi } from "vitest";
import { TIMEOUTS } from "../support/timeouts";
import { filterStyleRules } from "./support/styleRules";

filterStyleRules();

/**
 * Web test setup (ARCHITECTURE §6): any console.error fails the test that
 * caused it; the DOM, storage and stubs are reset after each test.
 */
let errors: unknown[][] = [];
const originalError = console.error;

/**
 * Known upstream warnings, not ours: react-admin 5.15's inputs still pass
 * MUI v5 props (`InputProps`, `inputProps`, `InputLabelProps`, `inputRef`…)
 * that MUI 9 no longer takes, so React flags each name once per run. Only
 * that exact warning for those exact names is let through.
 */
const LEGACY_MUI_PROPS = new Set([
  "InputProps",
  "inputProps",
  "InputLabelProps",
  "FormHelperTextProps",
  "SelectProps",
  "inputRef",
]);
const isKnownUpstreamWarning = (args: unknown[]) =>
  typeof args[0] === "string" &&
  args[0].startsWith(
    "React does not recognize the `%s` prop on a DOM element",
  ) &&
  LEGACY_MUI_PROPS.has(String(args[1]));

/**
 * findBy… and waitFor wait for their condition as long as every wait of the
 * suite does (tests/support/timeouts.ts; the library's default is 1 s): two
 * test files render at once on CI's 2 cores, and a whole admin form can take
 * seconds to answer there.
 */
// eslint-disable-next-line no-restricted-syntax -- this is the one place
configure({ asyncUtilTimeout: TIMEOUTS.condition });

/**
 * Timers still pending when a file's last test ends (react-admin's debounced
 * reference filters wait 500 ms) would fire after Vitest has taken jsdom
 * away ("window is not defined", an unhandled error that fails the run):
 * they are cleared when the file ends. Fake timers install over these and
 * put them back.
 */
const pendingTimers = new Set<ReturnType<typeof setTimeout>>();
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
globalThis.setTimeout = ((
  callback: (...args: unknown[]) => void,
  ms?: number,
  ...args: unknown[]
) => {
  const id = realSetTimeout(() => {
    pendingTimers.delete(id);
    callback(...args);
  }, ms);
  pendingTimers.add(id);
  return id;
}) as typeof setTimeout;
globalThis.clearTimeout = ((id?: ReturnType<typeof setTimeout>) => {
  if (id !== undefined) pendingTimers.delete(id);
  realClearTimeout(id);
}) as typeof clearTimeout;
afterAll(() => {
  for (const id of pendingTimers) realClearTimeout(id);
  pendingTimers.clear();
});

beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    if (isKnownUpstreamWarning(args)) return;
    errors.push(args);
    originalError(...args);
  };
  // jsdom does not implement scrolling; the router scrolls on navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(async () => {
  cleanup();
  // Unmounting can queue a zero-delay timer (react-admin's reference inputs
  // reset their filter "on the next tick"); let it run while the DOM still
  // exists, not after Vitest has taken jsdom away ("window is not defined").
  if (!vi.isFakeTimers()) await new Promise((r) => setTimeout(r, 0));
  console.error = originalError;
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split(";").forEach((cookie) => {
    const name = cookie.split("=")[0].trim();
    if (name)
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  if (errors.length > 0) {
    const first = errors[0].map(String).join(" ");
    errors = [];
    throw new Error(`console.error was called during the test: ${first}`);
  }
});
