// npm run bench:bundle — the JavaScript the login page and the dashboard load, measured in the system
// Chromium against the built server: bytes on the wire (the precompressed file the server chose for the
// browser's Accept-Encoding), next to gzip -9 and brotli sizes; and every other (lazy) chunk.
// → docs/benchmarks.md
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { launchBrowser, newPage } from "../tests/e2e/support/browser";
import { startServer } from "../tests/e2e/support/startServer";
import { writeSection } from "./report";
import { DEMO_MARKERS } from "../src/demo/fakeBackend";

const DIST = path.resolve(import.meta.dirname, "../dist");
const LOGIN_BUDGET_KB = 400;
/** Issue 9: what opening the calendar adds to the dashboard's JavaScript. */
const CALENDAR_BUDGET_KB = 120;

const gzipKB = (file: string) =>
  zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;
/** The brotli file the build wrote (scripts/precompress.ts), or the file itself when there is none. */
const brotliKB = (file: string) =>
  fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size / 1024;

/** One JavaScript file as the browser received it. */
interface Received {
  encoding: string;
  /** Body bytes on the wire (encoded), as Chromium counted them. */
  wire: number;
}
const kb = (n: number) => `${n.toFixed(1)} KB`;

/**
 * SPEC §7's demo backend (src/demo) must be left out of a build made without
 * VITE_DEMO_BACKEND=true: the built JavaScript files that hold one of its
 * marker strings (none, or the bench fails).
 */
const demoBackendCheck = () => {
  const scanned = fs
    .readdirSync(DIST, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".js"));
  const found = scanned.filter((f) => {
    const text = fs.readFileSync(path.join(DIST, f), "utf8");
    return DEMO_MARKERS.some((marker) => text.includes(marker));
  });
  return { scanned: scanned.length, found };
};

async function main() {
  if (process.env.VITE_DEMO_BACKEND === "true") {
    throw new Error(
      "bench:bundle measures the production build: run it without VITE_DEMO_BACKEND=true",
    );
  }
  const { scanned, found: demoFiles } = demoBackendCheck();
  if (demoFiles.length > 0) {
    throw new Error(
      `The demo backend (src/demo) is in the production build: ${demoFiles.join(", ")} hold its markers (${DEMO_MARKERS.join(", ")})`,
    );
  }
  const server = await startServer({ DEMO_SEED: "1" });
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser, server.url);
    const loaded: string[] = [];
    const received = new Map<string, Promise<Received>>();
    page.on("response", (res) => {
      const url = new URL(res.url());
      if (!url.pathname.endsWith(".js")) return;
      loaded.push(url.pathname);
      received.set(
        url.pathname,
        res
          .request()
          .sizes()
          .then((sizes) => ({
            encoding: res.headers()["content-encoding"] ?? "identity",
            wire: sizes.responseBodySize,
          })),
      );
    });
    await page.goto("/account/login", { waitUntil: "networkidle" });
    const loginFiles = [...new Set(loaded)];
    await page
      .getByLabel(/e-?mail/i)
      .first()
      .fill("demo@example.com");
    await page
      .getByLabel(/password/i)
      .first()
      .fill("DemoPass#2026");
    await page.getByRole("button", { name: /sign in|log in|login/i }).click();
    await page.waitForURL((u) => !u.pathname.startsWith("/account"), {
      timeout: 30_000,
    });
    await page.waitForLoadState("networkidle");
    const dashboardFiles = [...new Set(loaded)];
    // The calendar is opened from the menu, as a user does (a client-side navigation).
    await page.getByRole("link", { name: "Calendar" }).first().click();
    await page.waitForURL((u) => u.pathname === "/calendar");
    // The grid, or the notice that nobody works today: either way the page has drawn.
    await page
      .locator("[data-column], #main-content .MuiAlert-root")
      .first()
      .waitFor({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    const calendarFiles = [...new Set(loaded)].filter(
      (f) => !dashboardFiles.includes(f),
    );

    const got = new Map<string, Received>();
    for (const [file, r] of received) got.set(file, await r);
    const size = (files: string[], of: (f: string) => number) =>
      files.reduce((sum, f) => sum + of(f), 0);
    const gzipOf = (f: string) => gzipKB(path.join(DIST, f));
    const brotliOf = (f: string) => brotliKB(path.join(DIST, f));
    const wireOf = (f: string) => got.get(f)!.wire / 1024;
    const encodings = (files: string[]) =>
      [...new Set(files.map((f) => got.get(f)!.encoding))].sort().join(", ");
    const row = (label: string, files: string[]) =>
      `| ${label} | ${files.length} | ${kb(size(files, wireOf))} (${encodings(files)}) | ${kb(size(files, gzipOf))} | ${kb(size(files, brotliOf))} |`;
    const login = size(loginFiles, gzipOf);
    const dashboard = size(dashboardFiles, gzipOf);
    const all = fs
      .readdirSync(path.join(DIST, "assets"))
      .filter((f) => f.endsWith(".js"));
    const lazy = all
      .map((f) => `/assets/${f}`)
      .filter((f) => !dashboardFiles.includes(f) && !calendarFiles.includes(f))
      .map((f) => [f, gzipOf(f), brotliOf(f)] as const)
      .sort((a, b) => b[1] - a[1]);
    const verdict = login <= LOGIN_BUDGET_KB ? "met" : "NOT met";
    const calendar = size(calendarFiles, gzipOf);
    const calendarVerdict = calendar <= CALENDAR_BUDGET_KB ? "met" : "NOT met";
    writeSection(
      "bench:bundle",
      `## SPA JavaScript (\`npm run bench:bundle\`)

Run on ${new Date().toISOString().slice(0, 10)}: the built app in the system Chromium (${browser.version()}) over http://127.0.0.1.
"On the wire" is the body bytes Chromium received for the JavaScript the page fetched, with the encoding the server chose
for its Accept-Encoding (the files written at build time, \`scripts/precompress.ts\`); "gzip -9" and "brotli" are the sizes of
those files compressed each way (brotli: the \`.br\` file the build wrote, which a browser that asks for \`br\` receives).
Target: the login page loads at most ${LOGIN_BUDGET_KB} KB gzip — **${verdict}**.

| page | JS files | on the wire | gzip -9 | brotli |
| --- | ---: | ---: | ---: | ---: |
${row("login (`/account/login`)", loginFiles)}
${row("dashboard after sign-in (cumulative)", dashboardFiles)}
${row("calendar (`/calendar`), added to the dashboard's", calendarFiles)}

Target: opening the calendar adds at most ${CALENDAR_BUDGET_KB} KB gzip — **${calendarVerdict}**
(${calendarFiles.map((f) => `\`${path.basename(f)}\``).join(", ")}).

Demo backend (SPEC §7, \`VITE_DEMO_BACKEND\`): off in this build, and none of the ${scanned} JavaScript files holds its markers
(${DEMO_MARKERS.map((m) => `\`${m}\``).join(", ")}) — **left out**.

Lazy chunks not loaded by these pages (${lazy.length}, ${kb(lazy.reduce((s, [, n]) => s + n, 0))} gzip, ${kb(lazy.reduce((s, [, , n]) => s + n, 0))} brotli in all):

| chunk | gzip -9 | brotli |
| --- | ---: | ---: |
${lazy.map(([f, g, b]) => `| \`${path.basename(f)}\` | ${kb(g)} | ${kb(b)} |`).join("\n")}`,
    );
    process.stdout.write(
      `login ${kb(size(loginFiles, wireOf))} on the wire (${encodings(loginFiles)}), ${kb(login)} gzip; dashboard ${kb(dashboard)} gzip; calendar +${kb(calendar)} gzip (target ${calendarVerdict}); ${lazy.length} lazy chunks (target ${verdict}); demo backend left out\n`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
