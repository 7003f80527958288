import { describe, expect, it } from "vitest";
import type { Page, Response } from "playwright-core";
import { serverAndBrowser } from "./support/serverAndBrowser";
import { errorAlert, signIn } from "./support/flows";
import { BUILT_REPORTS, masterDataPaths, menuPaths } from "./support/screens";

/**
 * The list contract in a real browser on the seeded demo business: on every
 * master-data list reached from the menu, each sortable column sorts both
 * ways (a column of references by the names shown, its header clicked; the
 * other columns asked of the server as their header would ask, one of them
 * clicked), and the search box narrows the list, with answers the server
 * accepts, no error alert and no console error.
 */

/** Lists one click away from a menu screen (the team's working hours, voucher types). */
const LINKED_LISTS = [
  "/shift-patterns",
  "/shift-overrides",
  "/time-off",
  "/vouchers",
];

const app = serverAndBrowser({ DEMO_SEED: "1" });

type Order = "ASC" | "DESC";
type Row = Record<string, unknown> & { id: number };
interface ListCall {
  sort: [string, Order];
  filter: Record<string, unknown>;
}

/** The sort and filter of a simple-rest list GET (not options, export or getMany). */
function listCall(response: Response): ListCall | undefined {
  const url = new URL(response.url());
  if (response.request().method() !== "GET") return undefined;
  if (!url.pathname.startsWith("/wellness/merchant/")) return undefined;
  if (/\/(options|export|current)$/.test(url.pathname)) return undefined;
  const sort = url.searchParams.get("sort");
  if (!sort || !url.searchParams.get("range")) return undefined;
  return {
    sort: JSON.parse(sort) as [string, Order],
    filter: JSON.parse(url.searchParams.get("filter") ?? "{}"),
  };
}

const listAnswer = (page: Page, matches: (call: ListCall) => boolean) =>
  page.waitForResponse((r) => {
    const call = listCall(r);
    return call !== undefined && matches(call);
  });

/** The total of a list answer, from `Content-Range: <name> 0-24/312`. */
const totalOf = async (response: Response) =>
  Number(
    /\/(\d+)$/.exec((await response.headerValue("content-range")) ?? "")?.[1],
  );

/** PostgreSQL here compares text in the C locale: by code point, as JavaScript's < does. */
const inOrder = (texts: string[], order: Order) =>
  texts.every((t, i) =>
    i === 0 ? true : order === "ASC" ? texts[i - 1] <= t : texts[i - 1] >= t,
  );

/**
 * The labels shown in a reference column (each cell's first line), for the
 * rows whose reference is set, once they have loaded. Two clients of the same
 * name keep either order, as the server breaks the tie by id.
 */
async function referenceLabels(page: Page, field: string, rows: Row[]) {
  const cells = page.locator(`tbody td.column-${field}`);
  const set = rows.flatMap((r, i) => (r[field] == null ? [] : [i]));
  let texts: string[] = [];
  await expect
    .poll(async () => {
      const all = await cells.allInnerTexts();
      // A cell may show more than the label it sorts by (a client's e-mail
      // and phone under the name): its first line is the label.
      texts = set.map((i) => (all[i] ?? "").trim().split("\n")[0]);
      return all.length === rows.length && texts.every(Boolean);
    })
    .toBe(true);
  return texts;
}

/**
 * The same list read again in the given order, as the header's click would
 * ask for it (same filter, page and credentials as the screen's own read).
 */
async function sortedRead(
  page: Page,
  first: Response,
  field: string,
  order: Order,
) {
  const url = new URL(first.url());
  url.searchParams.set("sort", JSON.stringify([field, order]));
  const headers = await first.request().allHeaders();
  return page.request.get(url.toString(), {
    headers: { authorization: headers.authorization ?? "" },
  });
}

/**
 * Sorts by every sortable column both ways; returns what went wrong. The
 * headers of reference columns (sorted by the names shown, which only the
 * page knows) and the first other header are clicked; the other columns'
 * orders are asked of the server exactly as their header would ask.
 */
async function checkSorting(
  page: Page,
  path: string,
  first: Response,
): Promise<string[]> {
  const problems: string[] = [];
  // A grouped list (the service menu) repeats its headers in each group's
  // table until a sort makes it one table: each field once, the first header.
  const fields = await page
    .locator("thead .MuiTableSortLabel-root[data-field]")
    .evaluateAll((els) => [
      ...new Set(els.map((el) => el.getAttribute("data-field")!)),
    ]);
  const clicked = fields.find((f) => !f.endsWith("_id"));
  for (const field of fields) {
    const pages: Partial<Record<Order, Row[]>> = {};
    const byClick = field === clicked || field.endsWith("_id");
    for (const step of ["ASC", "DESC"] as Order[]) {
      let status: number;
      let rows: Row[];
      let order = step;
      if (byClick) {
        const header = page
          .locator(`thead .MuiTableSortLabel-root[data-field="${field}"]`)
          .first();
        const answer = listAnswer(
          page,
          (c) => c.sort[0] === field && !(c.sort[1] in pages),
        );
        await header.click();
        const response = await answer;
        order = listCall(response)!.sort[1];
        status = response.status();
        rows = status === 200 ? ((await response.json()) as Row[]) : [];
      } else {
        const response = await sortedRead(page, first, field, step);
        status = response.status();
        rows = status === 200 ? ((await response.json()) as Row[]) : [];
      }
      if (status !== 200) {
        problems.push(
          `${path}: sorting by ${field} ${order} answered ${status}`,
        );
        if (byClick) await page.keyboard.press("Escape");
        break;
      }
      pages[order] = rows;
      if (field.endsWith("_id")) {
        const labels = await referenceLabels(page, field, rows);
        if (!inOrder(labels, order))
          problems.push(
            `${path}: ${field} ${order} shows ${JSON.stringify(labels)}`,
          );
      }
    }
    const { ASC, DESC } = pages;
    const distinct = new Set(ASC?.map((r) => JSON.stringify(r[field])));
    if (ASC && DESC && distinct.size > 1 && ASC[0].id === DESC[0].id)
      problems.push(`${path}: ${field} starts with the same row both ways`);
  }
  return problems;
}

/** A word of the first row that the list's search should find. */
function searchTermOf(rows: Row[]): string | undefined {
  const first = rows[0] ?? {};
  return [first.name, first.first_name, first.code].find(
    (v): v is string => typeof v === "string" && v.trim().length >= 3,
  );
}

/** Types the first row's name into the search box: the list narrows to its matches. */
async function checkSearch(
  page: Page,
  path: string,
  first: Response,
): Promise<string[]> {
  const search = page.getByPlaceholder(/^search$/i);
  if (!(await search.count())) return [];
  const before = await totalOf(first);
  const found = searchTermOf((await first.json()) as Row[]);
  const term = found ?? "zzqxw";
  const answer = listAnswer(page, (c) => c.filter.q === term);
  await search.fill(term);
  const response = await answer;
  if (response.status() !== 200)
    return [`${path}: search "${term}" answered ${response.status()}`];
  const after = await totalOf(response);
  if (found && after < 1) return [`${path}: search "${term}" lost its row`];
  if (before > 1 && after >= before)
    return [`${path}: search "${term}" kept all ${before} rows`];
  if (after > before) return [`${path}: search "${term}" grew the list`];
  return [];
}

/**
 * Sorting and search of the list on screen, then no alert and no new console
 * error; `sortable` counts the sortable columns seen.
 */
async function checkList(
  page: Page,
  path: string,
  first: Response,
  errors: string[],
): Promise<{ problems: string[]; sortable: number }> {
  // An empty list shows its invitation to create the first record instead.
  if ((await totalOf(first)) === 0) return { problems: [], sortable: 0 };
  await page.locator("table").first().waitFor();
  const sortable = new Set(
    await page
      .locator("thead .MuiTableSortLabel-root")
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-field"))),
  ).size;
  const errorsBefore = errors.length;
  const problems = [
    ...(await checkSorting(page, path, first)),
    ...(await checkSearch(page, path, first)),
  ];
  if (await errorAlert(page).count())
    problems.push(`${path}: an error alert is shown`);
  if (errors.length > errorsBefore)
    problems.push(`${path}: ${errors.slice(errorsBefore).join(" | ")}`);
  return { problems, sortable };
}

/**
 * Opens a screen from the menu (a client-side navigation) or, for linked
 * lists, by URL. The URL is loaded from a blank page, so nothing the
 * previous screen still asks for while it unloads is taken for this one's.
 */
async function opener(page: Page, path: string) {
  const link = page.locator(`.RaMenu-open a[href="${path}"]`).first();
  if (await link.count()) return () => link.click();
  await page.goto("about:blank");
  return () => page.goto(path);
}

/** Checks the given screens one after the other in a signed-in page of its own. */
async function checkScreens(paths: string[]) {
  const { page, context, errors } = await app.newPage();
  await signIn(page, "demo@example.com", "DemoPass#2026");
  await menuPaths(page); // opens the menu groups: screens open by their links
  const problems: string[] = [];
  const sorted: string[] = [];
  for (const path of paths) {
    // A list screen asks for a list; a settings screen for its one record.
    const open = await opener(page, path);
    const first = listAnswer(page, () => true).catch(() => undefined);
    // A page load also reads business-details/current for the business's
    // time zone: only that screen's own read counts as its answer.
    const singleton = page
      .waitForResponse(
        (r) =>
          r.url().endsWith("/current") &&
          (path.endsWith("business-details") ||
            !r.url().endsWith("/business-details/current")),
      )
      .catch(() => undefined);
    await open();
    const response = await Promise.race([first, singleton]);
    if (!response || !listCall(response)) continue;
    try {
      const list = await checkList(page, path, response, errors);
      problems.push(...list.problems);
      if (list.sortable) sorted.push(path);
    } catch (error) {
      problems.push(
        `${path}: ${String(error).split("\n")[0]} (after ${response.url()})`,
      );
    }
  }
  await context.close();
  return { problems, sorted };
}

/** Two pages share the screens: the browser and the server both wait on each other less. */
const LANES = 2;

describe("the list contract as the demo owner", () => {
  it("sorts every sortable column both ways and searches, on every master-data list", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, "demo@example.com", "DemoPass#2026");
    // The calendar is a grid of days, not a list (calendar.e2e.ts covers it);
    // reports (under /reports/ and /sales/) answer rows and totals, not the
    // list contract (menuScreens checks their rows, totals and export).
    const paths = [
      ...masterDataPaths(await menuPaths(page)).filter(
        (p) => !p.startsWith("/calendar") && !BUILT_REPORTS.includes(p),
      ),
      ...LINKED_LISTS,
    ];
    await context.close();
    expect(paths.length).toBeGreaterThanOrEqual(34);
    const lanes = await Promise.all(
      Array.from({ length: LANES }, (_, lane) =>
        checkScreens(paths.filter((_, i) => i % LANES === lane)),
      ),
    );
    expect(lanes.flatMap((l) => l.problems)).toEqual([]);
    const sorted = lanes.flatMap((l) => l.sorted);
    expect(sorted.length, sorted.join(" ")).toBeGreaterThanOrEqual(30);
  });
});
