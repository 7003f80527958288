import { describe, expect, it } from "vitest";
import { isMenuEntryVisible } from "../../../src/providers/accessControl";
import {
  entryForPath,
  entryUrl,
  flattenMenu,
  serviceIdsForResource,
  visibleMenu,
} from "../../../src/layout/menuIndex";
import { menuItems } from "../../../src/layout/menuItems";

const topLevelKeys = (subject: { role: number; serviceIds: number[] }) =>
  visibleMenu(menuItems, (entry) =>
    isMenuEntryVisible(subject, entry.serviceIds),
  ).map((node) => node.key);

describe("menu table", () => {
  it("follows SPEC §2 order", () => {
    expect(menuItems.map((node) => node.key)).toEqual([
      "calendar",
      "dashboard",
      "clients",
      "products",
      "teams",
      "resources",
      "services",
      "promote",
      "reports",
      "settings",
    ]);
  });

  it("gives every entry a unique URL and a service id", () => {
    const entries = flattenMenu();
    const urls = entries.map(entryUrl);
    expect(new Set(urls).size).toBe(urls.length);
    entries.forEach((entry) =>
      expect(entry.serviceIds.length).toBeGreaterThan(0),
    );
    expect(entries.length).toBe(70); // the rows of DOMAIN §2
  });

  it("uses the DOMAIN §2 service ids", () => {
    expect(serviceIdsForResource("clients")).toEqual([3]);
    expect(serviceIdsForResource("team-members")).toEqual([16]);
    expect(serviceIdsForResource("purchase-orders")).toEqual([5]);
    expect(serviceIdsForResource("business-details")).toEqual([-1]);
    expect(serviceIdsForResource("unknown")).toEqual([]);
    expect(entryForPath("/sales/vouchers")?.serviceIds).toEqual([19]);
    expect(entryForPath("/sales/dailySales")?.serviceIds).toEqual([8]);
    expect(
      entryForPath("/reports/reportsales/sales-by-TM")?.serviceIds,
    ).toEqual([8]);
    expect(entryForPath("/reports/dashboard")?.serviceIds).toEqual([13]);
  });

  it("finds the entry of a page by its longest URL match", () => {
    expect(entryForPath("/clients/12")?.resource).toBe("clients");
    expect(entryForPath("/clients-archive")).toBeUndefined();
    expect(entryForPath("/")?.key).toBe("dashboard");
    expect(entryForPath("/nowhere")).toBeUndefined();
  });
});

describe("visibleMenu", () => {
  it("shows role 3 only the permitted areas and the dashboard", () => {
    expect(topLevelKeys({ role: 3, serviceIds: [3, 16] })).toEqual([
      "dashboard",
      "clients",
      "teams",
    ]);
  });

  it("keeps a group with only the permitted sub-groups", () => {
    const nodes = visibleMenu(menuItems, (entry) =>
      isMenuEntryVisible({ role: 3, serviceIds: [19] }, entry.serviceIds),
    );
    const reports = nodes.find((node) => node.key === "reports");
    expect(
      reports?.kind === "group" && reports.children.map((child) => child.key),
    ).toEqual(["reports.vouchers"]);
  });

  it("hides merchant-only settings from staff with settings access", () => {
    const entries = flattenMenu(
      visibleMenu(menuItems, (entry) =>
        isMenuEntryVisible({ role: 3, serviceIds: [14] }, entry.serviceIds),
      ),
    ).map((entry) => entry.resource);
    expect(entries).toContain("locations");
    expect(entries).not.toContain("business-details");
    expect(entries).not.toContain("billing-details");
    expect(entries).not.toContain("online-booking-settings");
  });

  it("shows role 2 everything", () => {
    expect(topLevelKeys({ role: 2, serviceIds: [] })).toHaveLength(
      menuItems.length,
    );
  });
});

describe("resources opened from another screen", () => {
  it("protect issued vouchers with promote and client memberships with clients", async () => {
    const { serviceIdsForResource } =
      await import("../../../src/layout/menuIndex");
    expect(serviceIdsForResource("vouchers")).toEqual([6]);
    expect(serviceIdsForResource("client-memberships")).toEqual([3]);
    expect(serviceIdsForResource("time-off")).toEqual([16]);
  });
});
