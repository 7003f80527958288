import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { precompress } from "./scripts/precompress.js";

const apiTarget = process.env.API_PROXY_TARGET ?? "http://localhost:3000";

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
    projects: [
      {
        extends: true,
        test: {
          name: "web",
          environment: "jsdom",
          include: ["tests/web/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/web/setup.ts"],
          // Rendering a whole admin is slow on a busy 2-core machine: allow time, not a different result.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          include: ["tests/server/**/*.test.ts"],
          globalSetup: ["tests/server/support/globalSetup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: "forks",
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.e2e.ts"],
          exclude: E2E_ALONE,
          globalSetup: ["tests/e2e/support/globalSetup.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One file at a time, after the web and server projects: two at
          // once on CI's 2 cores made load-dependent tests flaky (layout
          // measured before a page settled, React's act warnings).
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          // Room for a page that another spec's browser slows down.
          expect: { poll: { timeout: 5_000 } },
        },
      },
      {
        test: {
          name: "e2e-alone",
          environment: "node",
          include: E2E_ALONE,
          globalSetup: ["tests/e2e/support/globalSetup.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
