import { afterAll, describe, expect, it } from "vitest";
import en from "../../../src/i18n/en";
import { menuItems, type MenuNode } from "../../../src/layout/menuItems";
import { i18nProvider } from "../../../src/providers/i18nProvider";

/**
 * Menu entries that name an area rather than the records listed on the page
 * ("Client list" opens Clients, "Service menu" opens Services, "Taxes" opens
 * Tax rates): their label may differ from the list title.
 */
const AREA_LABELS = new Set([
  "clients",
  "products",
  "product-categories",
  "shift-patterns",
  "commission-plans",
  "resources",
  "services",
  "service-availability",
  "invoice-sequences",
  "tax-rates",
  "tip-settings",
]);

const resourceEntries = (nodes: readonly MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) =>
    node.kind === "group" ? resourceEntries(node.children) : [node],
  );

const catalogued = resourceEntries(menuItems).filter(
  (
    entry,
  ): entry is Extract<MenuNode, { kind: "entry" }> & {
    resource: string;
  } =>
    entry.kind === "entry" &&
    !!entry.resource &&
    entry.resource in en.resources &&
    !AREA_LABELS.has(entry.resource),
);

afterAll(() => i18nProvider.changeLocale("en"));

describe("menu labels, page titles and empty states agree", () => {
  it.each(["en", "es", "de", "it", "ru", "ae"])(
    "%s: a menu entry and the list page it opens use the same name",
    async (locale) => {
      await i18nProvider.changeLocale(locale);
      const t = i18nProvider.translate;
      const pairs = catalogued.map((entry) => [
        entry.resource,
        t(entry.labelKey),
        // react-admin's list title: the resource name with smart_count 2.
        t(`resources.${entry.resource}.name`, { smart_count: 2 }),
      ]);
      expect(pairs).toEqual(
        pairs.map(([resource, label]) => [resource, label, label]),
      );
    },
  );

  it("names what a form creates: a voucher type, not a voucher", async () => {
    await i18nProvider.changeLocale("en");
    expect(
      i18nProvider.translate("ra.page.create", {
        name: i18nProvider.translate("resources.voucher-types.name", {
          smart_count: 1,
        }),
      }),
    ).toBe("Create Voucher type");
    expect(
      i18nProvider.translate("resources.client-notification-templates.name", {
        smart_count: 1,
      }),
    ).toBe("Client notification");
  });

  it("en: every empty list names its records as the list title does", () => {
    const resources = en.resources as Record<
      string,
      { name: string; empty?: { title?: string } }
    >;
    const mismatches = Object.entries(resources)
      .filter(([, r]) => r.empty?.title)
      .map(([key, r]) => [
        key,
        r.empty!.title!,
        r.name.split("||||")[1].trim().toLowerCase(),
      ])
      .filter(([, title, plural]) => !title.toLowerCase().includes(plural));
    expect(mismatches).toEqual([]);
  });
});
