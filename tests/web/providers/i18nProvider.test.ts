import { afterEach, describe, expect, it, vi } from "vitest";
import Cookies from "js-cookie";
import {
  getMessages,
  i18nProvider,
  LANG_COOKIE,
  resolveLocale,
} from "../../../src/providers/i18nProvider";
import { fromBrowserTag, localeInfo, LOCALES } from "../../../src/i18n/locales";
import en from "../../../src/i18n/en";

const browserLanguages = (languages: string[]) =>
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);

afterEach(async () => {
  vi.restoreAllMocks();
  await i18nProvider.changeLocale("en");
  Cookies.remove(LANG_COOKIE);
});

describe("locales", () => {
  it("lists the six UI languages, ae as right-to-left Arabic", () => {
    expect(LOCALES.map((locale) => locale.code)).toEqual([
      "en",
      "es",
      "de",
      "it",
      "ru",
      "ae",
    ]);
    expect(localeInfo("ae")).toMatchObject({ tag: "ar", direction: "rtl" });
    expect(localeInfo("de")).toMatchObject({ tag: "de", direction: "ltr" });
    expect(localeInfo("xx").code).toBe("en");
  });

  it("maps browser tags to UI codes", () => {
    expect(fromBrowserTag("de-AT")).toBe("de");
    expect(fromBrowserTag("ar-EG")).toBe("ae");
    expect(fromBrowserTag("fr-FR")).toBeUndefined();
  });
});

describe("resolveLocale", () => {
  it("prefers the lang cookie", () => {
    Cookies.set(LANG_COOKIE, "ru");
    browserLanguages(["de-DE"]);
    expect(resolveLocale()).toBe("ru");
  });

  it("falls back to the first supported browser language", () => {
    browserLanguages(["fr-FR", "it-IT", "en"]);
    expect(resolveLocale()).toBe("it");
  });

  it("falls back to English", () => {
    Cookies.set(LANG_COOKIE, "xx");
    browserLanguages(["fr-FR"]);
    expect(resolveLocale()).toBe("en");
  });
});

describe("i18nProvider", () => {
  it("bundles English, ra.* and app.* included", () => {
    expect(getMessages("en")).toBe(en);
    expect(i18nProvider.translate("ra.action.save")).toBe("Save");
    expect(i18nProvider.translate("app.not_found.title")).toBe(
      "Sorry, page not found",
    );
    expect(
      i18nProvider.translate("resources.clients.name", { smart_count: 2 }),
    ).toBe("Clients");
  });

  it("offers the six languages", () => {
    expect(i18nProvider.getLocales?.().map((locale) => locale.locale)).toEqual([
      "en",
      "es",
      "de",
      "it",
      "ru",
      "ae",
    ]);
  });

  it("writes the lang cookie when the language changes", async () => {
    await i18nProvider.changeLocale("ae");
    expect(Cookies.get(LANG_COOKIE)).toBe("ae");
    expect(i18nProvider.getLocale()).toBe("ae");
  });
});
