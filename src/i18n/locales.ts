/** The six interface languages (SPEC §1). `ae` is Arabic: lang="ar", rtl. */
export type LocaleCode = "en" | "es" | "de" | "it" | "ru" | "ae";
export type Direction = "ltr" | "rtl";

export interface LocaleInfo {
  code: LocaleCode;
  /** Name shown in the language switcher, in its own language. */
  name: string;
  /** BCP 47 tag for <html lang> and Intl formatting. */
  tag: string;
  direction: Direction;
}

export const LOCALES: readonly LocaleInfo[] = [
  { code: "en", name: "English", tag: "en", direction: "ltr" },
  { code: "es", name: "Español", tag: "es", direction: "ltr" },
  { code: "de", name: "Deutsch", tag: "de", direction: "ltr" },
  { code: "it", name: "Italiano", tag: "it", direction: "ltr" },
  { code: "ru", name: "Русский", tag: "ru", direction: "ltr" },
  { code: "ae", name: "العربية", tag: "ar", direction: "rtl" },
];

export const DEFAULT_LOCALE: LocaleCode = "en";

export const isLocaleCode = (value: unknown): value is LocaleCode =>
  LOCALES.some((locale) => locale.code === value);

export const localeInfo = (code: string | undefined): LocaleInfo =>
  LOCALES.find((locale) => locale.code === code) ?? LOCALES[0];

/** Maps a browser language tag (`de-AT`, `ar-EG`) to one of our codes. */
export const fromBrowserTag = (tag: string): LocaleCode | undefined => {
  const base = tag.toLowerCase().split("-")[0];
  const match = LOCALES.find(
    (locale) => locale.code === base || locale.tag === base,
  );
  return match?.code;
};

const arabic = (n: number) => {
  if (n < 3) return n;
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return 3;
  return lastTwo >= 11 ? 4 : 5;
};

const russian = (n: number) => {
  const lastTwo = n % 100;
  const end = lastTwo % 10;
  if (lastTwo !== 11 && end === 1) return 0;
  if (end >= 2 && end <= 4 && !(lastTwo >= 12 && lastTwo <= 14)) return 1;
  return 2;
};

const germanic = (n: number) => (n !== 1 ? 1 : 0);

/** Polyglot plural rules keyed by our UI codes (so `ae` gets Arabic rules). */
export const PLURAL_RULES = {
  pluralTypes: { arabic, russian, germanic },
  pluralTypeToLanguages: {
    arabic: ["ae", "ar"],
    russian: ["ru"],
    germanic: ["en", "es", "de", "it"],
  },
};
