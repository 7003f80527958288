import { describe, expect, it } from "vitest";
import {
  entryForPath,
  entryUrl,
  flattenMenu,
  menuPosition,
  specPathRedirects,
  subResourceOwners,
} from "../../../src/layout/menuIndex";
import { subResources } from "../../../src/layout/menuItems";
import { SPEC_PATHS } from "../../e2e/support/specPaths";
import { testMenu } from "./horizontal/testMenu";

/**
 * The groups around an entry, read from its key ("settings.sales.taxes" is
 * in "settings", then "settings.sales"): independent of how menuPosition
 * walks the table.
 */
const groupsOfKey = (key: string) =>
  key
    .split(".")
    .slice(0, -1)
    .map((_, i, parts) => parts.slice(0, i + 1).join("."));

const entries = flattenMenu();
const where = (pathname: string) => {
  const position = menuPosition(pathname);
  return position && [position.entry.key, position.groupKeys];
};

describe("menuPosition: which menu entry owns a location", () => {
  it.each(SPEC_PATHS)(
    "$path is the entry SPEC lists it for, inside that entry's groups",
    ({ path }) => {
      const position = menuPosition(path);
      expect(position?.entry.specPath ?? entryUrl(position!.entry)).toBe(path);
      expect(position?.groupKeys).toEqual(groupsOfKey(position!.entry.key));
    },
  );

  it("keeps the SPEC path's entry after its redirect to the screen's own URL", () => {
    const redirects = specPathRedirects();
    expect(redirects.length).toBeGreaterThanOrEqual(30);
    for (const { from, to } of redirects)
      expect([to, where(to)]).toEqual([to, where(from)]);
  });

  it("finds the entry of every resource URL: list, create, edit and show", () => {
    const wrong: string[] = [];
    for (const entry of entries.filter((e) => e.resource)) {
      const base = `/${entry.resource}`;
      for (const url of [
        base,
        `${base}/create`,
        `${base}/12`,
        `${base}/12/show`,
      ])
        if (menuPosition(url)?.entry.key !== entry.key)
          wrong.push(`${url} → ${menuPosition(url)?.entry.key}`);
    }
    expect(wrong).toEqual([]);
  });

  it("marks the screen that opens a sub-resource, guarded by the same service ids", () => {
    expect(Object.keys(subResourceOwners).sort()).toEqual(
      Object.keys(subResources).sort(),
    );
    for (const [resource, owner] of Object.entries(subResourceOwners)) {
      for (const url of [`/${resource}`, `/${resource}/3`])
        expect([url, menuPosition(url)?.entry.key]).toEqual([url, owner]);
      expect(entryForPath(`/${resource}`)?.serviceIds).toEqual(
        subResources[resource],
      );
    }
  });

  it("opens the settings for tax rates, not the sales reports, by any of its URLs", () => {
    const taxRates = ["settings.sales.taxes", ["settings", "settings.sales"]];
    for (const url of [
      "/sales/taxes",
      "/SALES/TAXES",
      "/tax-rates",
      "/tax-rates/create",
      "/tax-rates/4",
      "/tax-rates/4/show",
    ])
      expect([url, where(url)]).toEqual([url, taxRates]);
    // Pages below "/sales" that are not sales history keep their own entry.
    expect(where("/sales/dailySales")?.[0]).toBe("reports.sales.daily_sales");
    expect(where("/sales/vouchers")?.[0]).toBe("reports.vouchers.issued");
    expect(where("/sales/12")?.[0]).toBe("reports.sales.sales_history");
  });

  it("finds a page entry by its resource's own URLs too", () => {
    for (const url of [
      "/teams/working-hours",
      "/shift-patterns",
      "/shift-patterns/create",
      "/time-off/2",
    ])
      expect([url, where(url)]).toEqual([
        url,
        ["teams.working_hours", ["teams"]],
      ]);
  });

  it("has no entry for pages outside the menu", () => {
    for (const url of [
      "/account/my-profile",
      "/nowhere",
      "/clients-archive",
      "/promote",
    ])
      expect([url, menuPosition(url)]).toEqual([url, undefined]);
    expect(where("/")).toEqual(["dashboard", []]);
    expect(where("/calendar")).toEqual(["calendar", []]);
  });

  it("works on another menu table (the horizontal layout's)", () => {
    expect(menuPosition("/referral-sources/3", testMenu)?.entry.key).toBe(
      "clients.sources",
    );
    expect(menuPosition("/sales/dailySales", testMenu)?.groupKeys).toEqual([
      "reports",
      "reports.sales",
    ]);
  });
});
