import fs from "node:fs/promises";
import type { Page } from "playwright-core";

const DAY = 86_400_000;
const day = (offset: number) =>
  new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/**
 * What is wrong with a report screen over the demo's half year and the
 * weeks ahead (where every report has rows): it must show rows, a totals
 * row, and export a CSV of exactly as many rows as it says it has.
 */
export async function reportProblems(page: Page, path: string) {
  const problems: string[] = [];
  await page.goto(`${path}?from=${day(-180)}&to=${day(27)}`);
  const main = page.locator("#main-content");
  const table = main.locator("table").first();
  await table.waitFor();
  if (!(await table.locator("tbody tr").count())) problems.push("no rows");
  if (!(await main.getByTestId("report-totals").isVisible()))
    problems.push("no totals row");
  const count = main.getByRole("status").filter({ hasText: /^\d+ rows?$/ });
  const rows = Number((await count.innerText()).replace(/\D/g, ""));
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    main.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const csv = await fs.readFile(await download.path(), "utf8");
  const lines = csv.split("\r\n").filter(Boolean);
  if (lines.length - 1 !== rows)
    problems.push(
      `the export has ${lines.length - 1} rows, the screen ${rows}`,
    );
  return problems.map((p) => `${path}: ${p}`);
}
