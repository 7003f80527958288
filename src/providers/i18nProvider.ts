import polyglotI18nProvider from "ra-i18n-polyglot";
import type { I18nProvider, TranslationMessages } from "react-admin";
import Cookies from "js-cookie";
import en from "../i18n/en";
import {
  DEFAULT_LOCALE,
  fromBrowserTag,
  isLocaleCode,
  LOCALES,
  PLURAL_RULES,
  type LocaleCode,
} from "../i18n/locales";

export const LANG_COOKIE = "lang";

type Loader = () => Promise<{ default: TranslationMessages }>;

/**
 * English is bundled; the other catalogues are separate chunks loaded on
 * demand (one dynamic import each, so Vite splits them). Every non-English
 * UI code must have a loader: a missing one is a type error.
 */
const loaders: Record<Exclude<LocaleCode, "en">, Loader> = {
  es: () => import("../i18n/es"),
  de: () => import("../i18n/de"),
  it: () => import("../i18n/it"),
  ru: () => import("../i18n/ru"),
  ae: () => import("../i18n/ae"),
};

export const wiredLocales = (): LocaleCode[] => [
  DEFAULT_LOCALE,
  ...(Object.keys(loaders) as LocaleCode[]),
];

const browserLocale = (): LocaleCode | undefined => {
  if (typeof navigator === "undefined") return undefined;
  const tags = navigator.languages?.length
    ? navigator.languages
    : [navigator.language];
  for (const tag of tags) {
    const code = tag ? fromBrowserTag(tag) : undefined;
    if (code) return code;
  }
  return undefined;
};

/** The `lang` cookie, else the browser language when supported, else en. */
export const resolveLocale = (): LocaleCode => {
  const fromCookie = Cookies.get(LANG_COOKIE);
  if (isLocaleCode(fromCookie)) return fromCookie;
  return browserLocale() ?? DEFAULT_LOCALE;
};

export const getMessages = (
  locale: string,
): TranslationMessages | Promise<TranslationMessages> => {
  if (!isLocaleCode(locale) || locale === "en") return en;
  return loaders[locale]().then((module) => module.default);
};

const createI18nProvider = (): I18nProvider => {
  const base = polyglotI18nProvider(
    getMessages,
    DEFAULT_LOCALE,
    LOCALES.map(({ code, name }) => ({ locale: code, name })),
    // Polyglot sees our UI code (`ae`, not `ar`); PLURAL_RULES maps `ae` to
    // the six-form Arabic rule, which polyglot's defaults would not.
    { pluralRules: PLURAL_RULES },
  );
  return {
    ...base,
    changeLocale: async (locale, options) => {
      await base.changeLocale(locale, options);
      Cookies.set(LANG_COOKIE, locale, {
        expires: 365,
        path: "/",
        sameSite: "lax",
      });
    },
  };
};

export const i18nProvider = createI18nProvider();
