import { afterEach, describe, expect, it } from "vitest";
import en from "../../../src/i18n/en";
import type { LocaleCode } from "../../../src/i18n/locales";
import { LOCALES } from "../../../src/i18n/locales";
import { getMessages, i18nProvider } from "../../../src/providers/i18nProvider";

/**
 * Every locale's whole catalogue (ra.*, app.*, resources.*) against English,
 * the source of truth. The ra.* values have their own, finer checks in
 * raCatalogues.test.ts; the value checks here cover the app's own texts.
 * New resources are picked up automatically: add src/i18n/<code>/resources/
 * <name>.ts for every locale and register it in each <code>/index.ts.
 */

type Code = Exclude<LocaleCode, "en">;

const PLURAL_SEPARATOR = "||||";

/** Plural forms polyglot expects wherever English has `singular |||| plural`. */
const PLURAL_FORMS: Record<Code, number> = {
  es: 2,
  de: 2,
  it: 2,
  ru: 3, // one |||| few |||| many
  ae: 6, // zero |||| one |||| two |||| few |||| many |||| other
};

const codes = LOCALES.map((locale) => locale.code).filter(
  (code): code is Code => code !== "en",
);

/** Lazy-loaded exactly as the app does, so a broken loader fails here too. */
const catalogues = Object.fromEntries(
  await Promise.all(
    codes.map(async (code) => [code, await getMessages(code)] as const),
  ),
) as Record<Code, object>;

function flatten(
  value: unknown,
  prefix = "",
  out = new Map<string, unknown>(),
) {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

const english = flatten(en);
/** The app's own texts; ra.* is checked in raCatalogues.test.ts. */
const appEntries = [...english].filter(([key]) => !key.startsWith("ra."));

/** Files under src/i18n/<code>/resources, by locale. */
const resourceFiles = Object.keys(
  import.meta.glob("../../../src/i18n/*/resources/*.ts"),
).reduce<Record<string, string[]>>((byLocale, file) => {
  const [, code, name] = /i18n\/(\w+)\/resources\/(.+)\.ts$/.exec(file) ?? [];
  (byLocale[code] ??= []).push(name);
  return byLocale;
}, {});

afterEach(async () => {
  await i18nProvider.changeLocale("en");
});

describe("English catalogue", () => {
  it("is the source: app.*, app.layout.* and resources.* are present", () => {
    expect(appEntries.length).toBeGreaterThan(200);
    expect(english.get("app.layout.settings.title")).toBe("Layout settings");
    expect(english.get("resources.clients.name")).toContain(PLURAL_SEPARATOR);
  });

  it("has no empty strings", () => {
    const empty = appEntries
      .filter(([, value]) => typeof value !== "string" || value.trim() === "")
      .map(([key]) => key);
    expect(empty, `en: empty values:\n${empty.join("\n")}`).toEqual([]);
  });
});

describe.each(codes)("%s catalogue", (code) => {
  const translated = flatten(catalogues[code]);
  const pluralForms = PLURAL_FORMS[code];

  it("has a resources/<name>.ts file for every English one", () => {
    const missing = (resourceFiles.en ?? []).filter(
      (name) => !resourceFiles[code]?.includes(name),
    );
    const extra = (resourceFiles[code] ?? []).filter(
      (name) => !resourceFiles.en?.includes(name),
    );
    expect(
      missing,
      `${code}: missing src/i18n/${code}/resources/ files:\n${missing.join("\n")}`,
    ).toEqual([]);
    expect(
      extra,
      `${code}: resource files with no English source:\n${extra.join("\n")}`,
    ).toEqual([]);
  });

  it("has exactly the same key set as English", () => {
    const missing = [...english.keys()].filter((k) => !translated.has(k));
    const extra = [...translated.keys()].filter((k) => !english.has(k));
    expect(
      { missing, extra },
      `${code}: key sets differ\nmissing:\n${missing.join("\n")}\nextra:\n${extra.join("\n")}`,
    ).toEqual({ missing: [], extra: [] });
  });

  it("has a non-empty string for every key", () => {
    const bad = appEntries
      .map(([key]) => [key, translated.get(key)] as const)
      .filter(([, value]) => typeof value !== "string" || value.trim() === "")
      .map(([key]) => key);
    expect(
      bad,
      `${code}: empty or non-string values:\n${bad.join("\n")}`,
    ).toEqual([]);
  });

  it("keeps exactly the %{placeholders} English uses", () => {
    const problems: string[] = [];
    for (const [key, source] of appEntries) {
      const value = translated.get(key);
      if (typeof source !== "string" || typeof value !== "string") continue;
      const expected = placeholders(source);
      const actual = placeholders(value);
      if (expected.join() !== actual.join()) {
        problems.push(
          `${key}: expected {${expected.join(", ")}}, got {${actual.join(", ")}}`,
        );
      }
    }
    expect(
      problems,
      `${code}: placeholder problems:\n${problems.join("\n")}`,
    ).toEqual([]);
  });

  it(`has ${pluralForms} plural forms exactly where English is pluralised`, () => {
    const problems: string[] = [];
    for (const [key, source] of appEntries) {
      const value = translated.get(key);
      if (typeof source !== "string" || typeof value !== "string") continue;
      const forms = value.split(PLURAL_SEPARATOR);
      const expected = source.includes(PLURAL_SEPARATOR) ? pluralForms : 1;
      if (forms.length !== expected) {
        problems.push(`${key}: ${forms.length} form(s), expected ${expected}`);
      } else if (forms.some((form) => form.trim() === "")) {
        problems.push(`${key}: empty plural form`);
      }
    }
    expect(
      problems,
      `${code}: plural problems:\n${problems.join("\n")}`,
    ).toEqual([]);
  });
});

describe("switching the i18nProvider locale", () => {
  it("keeps the non-English catalogues out of the main bundle", () => {
    expect(getMessages("en")).toBe(en);
    for (const code of codes) expect(getMessages(code)).toBeInstanceOf(Promise);
  });

  it.each(codes)("loads the %s catalogue on demand", async (code) => {
    await i18nProvider.changeLocale(code);
    expect(i18nProvider.getLocale()).toBe(code);
    const translated = flatten(catalogues[code]);
    for (const key of [
      "app.appbar.logout",
      "app.layout.settings.title",
      "resources.clients.fields.first_name",
      "ra.action.save",
    ]) {
      const text = i18nProvider.translate(key);
      expect(text, key).toBe(translated.get(key));
      expect(text, key).not.toBe(english.get(key));
    }
    expect(
      i18nProvider.translate("app.footer.copyright", {
        year: 2026,
        company: "Acme",
      }),
    ).toBe("© 2026 Acme");
  });

  it("falls back to English for an unknown locale", async () => {
    await i18nProvider.changeLocale("xx");
    expect(i18nProvider.translate("app.appbar.logout")).toBe("Logout");
  });

  const name = (count: number) =>
    i18nProvider.translate("resources.clients.name", { smart_count: count });

  it("uses the two-form rule for es, de and it", async () => {
    for (const code of ["es", "de", "it"] as const) {
      await i18nProvider.changeLocale(code);
      const [one, other] = String(
        flatten(catalogues[code]).get("resources.clients.name"),
      )
        .split(PLURAL_SEPARATOR)
        .map((form) => form.trim());
      expect([1, 2, 0, 5].map(name)).toEqual([one, other, other, other]);
    }
  });

  it("uses the Russian one/few/many rule for ru", async () => {
    await i18nProvider.changeLocale("ru");
    const forms = [1, 21, 2, 3, 24, 0, 5, 11, 12, 111].map(name);
    expect(forms).toEqual([
      "Клиент",
      "Клиент",
      "Клиенты",
      "Клиенты",
      "Клиенты",
      "Клиентов",
      "Клиентов",
      "Клиентов",
      "Клиентов",
      "Клиентов",
    ]);
  });

  it("uses the six-form Arabic rule for ae (polyglot knows only 'ar')", async () => {
    await i18nProvider.changeLocale("ae");
    const forms = String(
      flatten(catalogues.ae).get("resources.team-members.name"),
    )
      .split(PLURAL_SEPARATOR)
      .map((form) => form.trim());
    expect(new Set(forms).size).toBe(6);
    const pick = (count: number) =>
      i18nProvider.translate("resources.team-members.name", {
        smart_count: count,
      });
    // zero, one, two, few (3–10), many (11–99), other (100–102…)
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102, 103].map(pick)).toEqual([
      forms[0],
      forms[1],
      forms[2],
      forms[3],
      forms[3],
      forms[4],
      forms[4],
      forms[5],
      forms[5],
      forms[3],
    ]);
  });
});
