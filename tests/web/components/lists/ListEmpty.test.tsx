import { afterAll, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
} from "react-admin";
import { ListEmpty } from "../../../../src/components/lists/ListEmpty";
import { LOCALES } from "../../../../src/i18n/locales";
import { BrandList } from "../../../../src/resources/brands/BrandList";
import { createAppTheme } from "../../../../src/layout/theme";
import { i18nProvider } from "../../../../src/providers/i18nProvider";
import { renderWithAdmin } from "../../support/renderWithAdmin";

/**
 * The empty page of every list, in every language: the resource's own
 * sentence ("No product categories yet", "Noch keine Produktkategorien",
 * "Категорий товаров пока нет"), never react-admin's pattern around the
 * list title ("No Product categories yet.", "Пока нет Категории товаров.").
 */

/** Resources with a list screen, read from src/resources as the app registers them. */
const modules = import.meta.glob<{ default?: { list?: unknown } }>(
  "../../../../src/resources/*/index.{ts,tsx}",
  { eager: true },
);
/** Lists that keep their toolbar and table when empty, or explain it their own way. */
const OWN_EMPTY_STATE = new Set([
  "purchase-orders", // DocumentList: empty={false}
  "stock-takes", // DocumentList: empty={false}
  "stock-levels", // empty={false}
  "stock-movements", // empty={false}
  "outbox", // empty={false}: nothing to create, the filters stay
  "vouchers", // VoucherEmpty: issued vouchers come from sales
  // Kept once per business: the list route opens the record's form.
  "business-details",
  "billing-details",
  "online-booking-settings",
  "voucher-settings",
]);
const LISTS = Object.entries(modules)
  .filter(([, module]) => module.default?.list)
  .map(([path]) => path.split("/").at(-2)!)
  .filter((resource) => !OWN_EMPTY_STATE.has(resource))
  .sort();

/** Words after the first that start with a capital (sentence case has none). */
const capitalisedWords = (text: string) =>
  text
    .split(/\s+/)
    .slice(1)
    .filter((word) => /^\p{Lu}/u.test(word));

afterAll(() => i18nProvider.changeLocale("en"));

describe("the empty page of a list", () => {
  it("covers the app's list screens", () => {
    expect(LISTS.length).toBeGreaterThanOrEqual(30);
    expect(LISTS).toEqual(
      expect.arrayContaining(["product-categories", "clients", "tax-rates"]),
    );
  });

  it("is what a list without an empty page of its own shows (the theme's default)", async () => {
    await i18nProvider.changeLocale("en");
    renderWithAdmin(
      <ResourceContextProvider value="brands">
        <BrandList />
      </ResourceContextProvider>,
      { dataProvider: { getList: async () => ({ data: [], total: 0 }) } },
    );
    expect(await screen.findByText("No brands yet")).toBeInTheDocument();
    expect(
      screen.getByText("Add the brands of the products you sell and use."),
    ).toBeInTheDocument();
  });

  it.each(LOCALES.map((locale) => locale.code))(
    "%s: names each resource in a sentence of its own language",
    async (code) => {
      await i18nProvider.changeLocale(code);
      const t = i18nProvider.translate;
      const { unmount } = render(
        <AdminContext
          i18nProvider={i18nProvider}
          store={memoryStore()}
          theme={createAppTheme("ltr")}
        >
          {LISTS.map((resource) => (
            <section key={resource} aria-label={resource}>
              <ResourceContextProvider value={resource}>
                <ListEmpty />
              </ResourceContextProvider>
            </section>
          ))}
        </AdminContext>,
      );
      const problems: string[] = [];
      for (const resource of LISTS) {
        const [title, invite] = [
          ...screen
            .getByRole("region", { name: resource })
            .querySelectorAll("p"),
        ].map((p) => p.textContent ?? "");
        const say = (problem: string) =>
          problems.push(`${resource}: ${problem} ("${title}")`);
        if (title.includes("resources.") || invite.includes("resources."))
          say("untranslated key");
        if (!invite.trim()) say("no invitation");
        const forms = t(`resources.${resource}.name`, { _: "" })
          .split("||||")
          .map((form) => form.trim());
        const plural = forms[1] ?? forms[0];
        if (code === "en" && title !== `No ${plural.toLowerCase()} yet`)
          say(`not "No ${plural.toLowerCase()} yet"`);
        // German writes nouns with a capital: the list title's last word, its noun.
        const noun = plural.split(" ").at(-1)!;
        if (code === "de" && !title.split(" ").includes(noun))
          say(`does not name "${noun}"`);
        // Russian: "<genitive plural> пока нет", the plural form for "many".
        if (
          code === "ru" &&
          !title.toLowerCase().startsWith(`${forms[2].toLowerCase()} `)
        )
          say(`does not start with the genitive plural "${forms[2]}"`);
        if (["en", "es", "it", "ru"].includes(code)) {
          if (!/^\p{Lu}/u.test(title)) say("no capital first letter");
          if (capitalisedWords(title).length)
            say(`capitals inside: ${capitalisedWords(title).join(", ")}`);
        }
        if (code === "ae" && /[A-Za-z]/.test(title)) say("Latin letters");
      }
      unmount();
      expect(problems).toEqual([]);
    },
  );
});
