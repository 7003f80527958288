// npm run bench:bundle — gzip size of the JavaScript the login page and the dashboard load, measured in
// the system Chromium against the built server, and of every other (lazy) chunk. → docs/benchmarks.md
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { launchBrowser, newPage } from "../tests/e2e/support/browser";
import { startServer } from "../tests/e2e/support/startServer";
import { writeSection } from "./report";

const DIST = path.resolve(import.meta.dirname, "../dist");
const LOGIN_BUDGET_KB = 400;

const gzipKB = (file: string) =>
  zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;
const kb = (n: number) => `${n.toFixed(1)} KB`;

async function main() {
  const server = await startServer({ DEMO_SEED: "1" });
  const browser = await launchBrowser();
  try {
    const { page } = await newPage(browser, server.url);
    const loaded: string[] = [];
    page.on("response", (res) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith(".js")) loaded.push(url.pathname);
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

    const size = (files: string[]) =>
      files.reduce((sum, f) => sum + gzipKB(path.join(DIST, f)), 0);
    const login = size(loginFiles);
    const dashboard = size(dashboardFiles);
    const all = fs
      .readdirSync(path.join(DIST, "assets"))
      .filter((f) => f.endsWith(".js"));
    const lazy = all
      .map((f) => `/assets/${f}`)
      .filter((f) => !dashboardFiles.includes(f))
      .map((f) => [f, gzipKB(path.join(DIST, f))] as const)
      .sort((a, b) => b[1] - a[1]);
    const verdict = login <= LOGIN_BUDGET_KB ? "met" : "NOT met";
    writeSection(
      "bench:bundle",
      `## SPA JavaScript (\`npm run bench:bundle\`)

Run on ${new Date().toISOString().slice(0, 10)}: the built app in the system Chromium; sizes are gzip -9 of the files the page fetched.
Target: the login page loads at most ${LOGIN_BUDGET_KB} KB gzip — **${verdict}**.

| page | JS files | gzip |
| --- | ---: | ---: |
| login (\`/account/login\`) | ${loginFiles.length} | ${kb(login)} |
| dashboard after sign-in (cumulative) | ${dashboardFiles.length} | ${kb(dashboard)} |

Lazy chunks not loaded by either page (${lazy.length}, ${kb(lazy.reduce((s, [, n]) => s + n, 0))} in all):

| chunk | gzip |
| --- | ---: |
${lazy.map(([f, n]) => `| \`${path.basename(f)}\` | ${kb(n)} |`).join("\n")}`,
    );
    process.stdout.write(
      `login ${kb(login)}, dashboard ${kb(dashboard)}, ${lazy.length} lazy chunks (target ${verdict})\n`,
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
