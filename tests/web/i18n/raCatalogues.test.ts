import { describe, it, expect } from "vitest";
import englishMessages from "ra-language-english";
import polyglotI18nProvider from "ra-i18n-polyglot";
import type { TranslationMessages } from "ra-core";

import es from "../../../src/i18n/es/ra";
import de from "../../../src/i18n/de/ra";
import it_ from "../../../src/i18n/it/ra";
import ru from "../../../src/i18n/ru/ra";
import ae from "../../../src/i18n/ae/ra";

const PLURAL_SEPARATOR = "||||";

/**
 * Locales under test, with the number of plural forms polyglot expects for
 * each one wherever ra-language-english has a `singular |||| plural` message.
 */
const locales: Record<
  string,
  { messages: TranslationMessages; pluralForms: number }
> = {
  es: { messages: es, pluralForms: 2 },
  de: { messages: de, pluralForms: 2 },
  it: { messages: it_, pluralForms: 2 },
  ru: { messages: ru, pluralForms: 3 },
  ae: { messages: ae, pluralForms: 6 },
};

/**
 * react-admin passes some interpolation values under several names; a
 * translation may use any of them. E.g. `ra.sort.sort_by` receives both
 * `field` and `field_lower_first` (German keeps nouns capitalised).
 */
const PLACEHOLDER_ALIASES: Record<string, string[]> = {
  field_lower_first: ["field"],
};

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

function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]));
}

const english = flatten(englishMessages);

describe("react-admin (ra.*) catalogues", () => {
  it("ra-language-english exposes a non-trivial ra.* tree", () => {
    expect(english.size).toBeGreaterThan(100);
    for (const key of english.keys()) expect(key.startsWith("ra.")).toBe(true);
  });

  describe.each(Object.entries(locales))(
    "%s",
    (locale, { messages, pluralForms }) => {
      const translated = flatten(messages);

      it("has exactly the same key set as ra-language-english", () => {
        const missing = [...english.keys()].filter((k) => !translated.has(k));
        const extra = [...translated.keys()].filter((k) => !english.has(k));
        expect(
          missing,
          `${locale}: missing keys:\n${missing.join("\n")}`,
        ).toEqual([]);
        expect(extra, `${locale}: extra keys:\n${extra.join("\n")}`).toEqual(
          [],
        );
      });

      it("has a string value for every key (blank only where English is blank)", () => {
        const bad = [...english.entries()]
          .filter(([key]) => translated.has(key))
          .filter(([key, en]) => {
            const value = translated.get(key);
            if (typeof value !== "string") return true;
            return value.trim() === "" && String(en).trim() !== "";
          })
          .map(([key]) => key);
        expect(
          bad,
          `${locale}: non-string or empty values:\n${bad.join("\n")}`,
        ).toEqual([]);
      });

      it("keeps every %{placeholder} used in English and adds no unknown one", () => {
        const problems: string[] = [];
        for (const [key, en] of english) {
          const value = translated.get(key);
          if (typeof en !== "string" || typeof value !== "string") continue;
          const expected = placeholders(en);
          const actual = placeholders(value);
          for (const name of expected) {
            const accepted = [name, ...(PLACEHOLDER_ALIASES[name] ?? [])];
            if (!accepted.some((n) => actual.has(n))) {
              problems.push(`${key}: missing %{${name}}`);
            }
          }
          const allowed = new Set(
            [...expected].flatMap((n) => [
              n,
              ...(PLACEHOLDER_ALIASES[n] ?? []),
            ]),
          );
          for (const name of actual) {
            if (!allowed.has(name))
              problems.push(`${key}: unexpected %{${name}}`);
          }
        }
        expect(
          problems,
          `${locale}: placeholder problems:\n${problems.join("\n")}`,
        ).toEqual([]);
      });

      it(`uses ${pluralForms} plural form(s) exactly where English is pluralised`, () => {
        const problems: string[] = [];
        for (const [key, en] of english) {
          const value = translated.get(key);
          if (typeof en !== "string" || typeof value !== "string") continue;
          const forms = value.split(PLURAL_SEPARATOR);
          const expected = en.includes(PLURAL_SEPARATOR) ? pluralForms : 1;
          if (forms.length !== expected) {
            problems.push(
              `${key}: ${forms.length} form(s), expected ${expected}`,
            );
          } else if (forms.length > 1 && forms.some((f) => f.trim() === "")) {
            problems.push(`${key}: empty plural form`);
          }
        }
        expect(
          problems,
          `${locale}: plural problems:\n${problems.join("\n")}`,
        ).toEqual([]);
      });
    },
  );

  describe("plural selection through ra-i18n-polyglot", () => {
    it("picks the Russian one/few/many forms", () => {
      const { translate } = polyglotI18nProvider(() => ru, "ru");
      const t = (n: number) =>
        translate("ra.action.bulk_actions", { smart_count: n });
      expect(t(1)).toBe("Выбран 1 элемент");
      expect(t(21)).toBe("Выбран 21 элемент");
      expect(t(3)).toBe("Выбрано 3 элемента");
      expect(t(5)).toBe("Выбрано 5 элементов");
      expect(t(12)).toBe("Выбрано 12 элементов");
    });

    it("picks the six Arabic forms (polyglot locale code 'ar')", () => {
      const { translate } = polyglotI18nProvider(() => ae, "ar");
      const t = (n: number) =>
        translate("ra.notification.deleted", { smart_count: n });
      const results = [0, 1, 2, 3, 11, 100].map(t);
      expect(new Set(results).size).toBe(6);
      expect(results[3]).toContain("3");
      expect(results[4]).toContain("11");
      expect(results[5]).toContain("100");
    });

    it("interpolates German sort_by with the capitalised field label", () => {
      const { translate } = polyglotI18nProvider(() => de, "de");
      expect(
        translate("ra.sort.sort_by", {
          field: "Name",
          field_lower_first: "name",
          order: translate("ra.sort.ASC"),
        }),
      ).toBe("Nach Name aufsteigend sortieren");
    });
  });
});
