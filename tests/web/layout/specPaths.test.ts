import { describe, expect, it } from "vitest";
import {
  entryForPath,
  entryUrl,
  flattenMenu,
  specPathOf,
  specPathRedirects,
} from "../../../src/layout/menuIndex";
import { SPEC_PATHS } from "../../e2e/support/specPaths";

/** The menu table against the SPEC §2 list written out in the browser test's support file. */
describe("SPEC §2 paths in the menu table", () => {
  const entries = flattenMenu();

  it("gives each menu entry one path of the SPEC list, spelled as there", () => {
    expect(entries.map(specPathOf).sort()).toEqual(
      SPEC_PATHS.map((spec) => spec.path).sort(),
    );
  });

  it.each(SPEC_PATHS)(
    "guards $path with service id $serviceId",
    ({ path, serviceId }) => {
      expect(entryForPath(path)?.serviceIds).toEqual([serviceId]);
    },
  );

  it("redirects each SPEC path that is not a screen's URL to its entry's URL", () => {
    const redirects = specPathRedirects();
    expect(redirects).toContainEqual({
      from: "/clients/list",
      to: "/clients",
    });
    expect(redirects).toContainEqual({
      from: "/sales/tips",
      to: "/tip-settings",
    });
    expect(redirects).toContainEqual({
      from: "/services/vouchers",
      to: "/voucher-types",
    });
    for (const { from, to } of redirects) {
      expect(from).not.toBe(to);
      // The target is a screen's URL, not another SPEC path (no chains).
      expect(redirects.map((r) => r.from)).not.toContain(to);
      expect(entryForPath(to)?.key).toBe(entryForPath(from)?.key);
    }
    // Paths that are already the screen's URL get no redirect.
    const froms = redirects.map((r) => r.from);
    for (const path of ["/", "/services", "/devices", "/teams/working-hours"])
      expect(froms).not.toContain(path);
    expect(froms).toHaveLength(
      entries.filter((entry) => specPathOf(entry) !== entryUrl(entry)).length,
    );
  });

  it("guards a SPEC path by its own entry, not by a shorter URL it starts with", () => {
    expect(entryForPath("/sales/tips")?.key).toBe("settings.sales.tips");
    expect(entryForPath("/sales/sales-history")?.key).toBe(
      "reports.sales.sales_history",
    );
    expect(entryForPath("/sales/12")?.key).toBe("reports.sales.sales_history");
    expect(entryForPath("/services/vouchers")?.key).toBe("promote.vouchers");
    expect(entryForPath("/services/12")?.key).toBe("services.menu");
  });

  it("matches without regard to case, as the router does", () => {
    expect(entryForPath("/Team-Members")?.serviceIds).toEqual([16]);
    expect(entryForPath("/SALES/TIPS")?.serviceIds).toEqual([14]);
    expect(entryForPath("/clients/client-notification")?.key).toBe(
      "clients.notifications",
    );
  });
});
