import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { precompress } from "./scripts/precompress.js";
import { TIMEOUTS } from "./tests/support/timeouts.js";

const apiTarget = process.env.API_PROXY_TARGET ?? "http://localhost:3000";

/**
 * Test files run two at a time (Vitest's default on 2 cores is one): a web
 * file keeps one core busy, a server file mostly waits for PostgreSQL, a
 * browser spec for its page. TEST_WORKERS=1 runs them one by one.
 */
const WORKERS = Number(process.env.TEST_WORKERS ?? 2);

/**
 * Browser specs whose assertions measure time (a booking seen within a
 * second, long presses and touch drags): they run one at a time, after the
 * others, with the machine to themselves.
 */
const E2E_ALONE = [
  "tests/e2e/calendar.e2e.ts",
  "tests/e2e/calendarTouch.e2e.ts",
  "tests/e2e/calendarViews.e2e.ts",
];

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { "/wellness": apiTarget },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  test: {
    // The default output, then the time per project and the slowest files.
    reporters: ["default", "./tests/support/timingReporter.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "web",
          environment: "jsdom",
          include: ["tests/web/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/web/setup.ts"],
          maxWorkers: WORKERS,
          testTimeout: TIMEOUTS.webTest,
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          include: ["tests/server/**/*.test.ts"],
          globalSetup: ["tests/server/support/globalSetup.ts"],
          testTimeout: TIMEOUTS.serverTest,
          hookTimeout: TIMEOUTS.serverHook,
          pool: "forks",
          maxWorkers: WORKERS,
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.e2e.ts"],
          exclude: E2E_ALONE,
          globalSetup: ["tests/e2e/support/globalSetup.ts"],
          testTimeout: TIMEOUTS.browserTest,
          hookTimeout: TIMEOUTS.browserHook,
          // After the web and server projects, two files at a time, each
          // with its own server and browser.
          maxWorkers: WORKERS,
          sequence: { groupOrder: 1 },
          expect: { poll: { timeout: TIMEOUTS.condition } },
        },
      },
      {
        test: {
          name: "e2e-alone",
          environment: "node",
          include: E2E_ALONE,
          globalSetup: ["tests/e2e/support/globalSetup.ts"],
          testTimeout: TIMEOUTS.browserTest,
          hookTimeout: TIMEOUTS.browserHook,
          fileParallelism: false,
          expect: { poll: { timeout: TIMEOUTS.condition } },
        },
      },
    ],
  },
});
