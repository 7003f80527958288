import { afterEach, describe, expect, it, vi } from "vitest";
import {
  signUpDefaults,
  signUpValidators,
  timezoneChoices,
} from "../../../src/account/signUpModel";

const browser = (languages: string[], timeZone: string) => {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  vi.spyOn(navigator, "language", "get").mockReturnValue(languages[0]);
  const real = Intl.DateTimeFormat;
  vi.spyOn(Intl, "DateTimeFormat").mockImplementation(
    (...args) =>
      ({
        resolvedOptions: () => ({
          ...new real(...args).resolvedOptions(),
          timeZone,
        }),
      }) as Intl.DateTimeFormat,
  );
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("sign-up defaults from the browser", () => {
  it.each([
    [["de-AT", "de"], "Europe/Vienna", "AT", "EUR"],
    [["en-US"], "America/New_York", "US", "USD"],
    [["en-GB", "en"], "Europe/London", "GB", "GBP"],
    [["de"], "Europe/Berlin", "DE", "EUR"],
    [["it", "en-CH"], "Europe/Zurich", "CH", "CHF"],
    [["ar-AE"], "Asia/Dubai", "AE", "AED"],
    // The time zone decides the country, whatever language the browser speaks…
    [["en-US", "en"], "Europe/Vienna", "AT", "EUR"],
    [["en-GB"], "Asia/Tokyo", "JP", "JPY"],
    [["de-DE"], "America/New_York", "US", "USD"],
    // …and where a zone serves several countries, the browser's language picks among them.
    [["sv-SE"], "Europe/Berlin", "SE", "SEK"],
    [["en-US"], "Europe/Berlin", "DE", "EUR"],
    [["de-LI"], "Europe/Zurich", "LI", "CHF"],
    [["en"], "Asia/Dubai", "AE", "AED"],
  ])(
    "%j in %s: country %s, currency %s, the time zone one of the choices",
    (languages, zone, country, currency) => {
      browser(languages, zone);
      const defaults = signUpDefaults();
      expect(defaults).toEqual({
        country_code: country,
        currency_code: currency,
        timezone: zone,
      });
      expect(timezoneChoices().map((c) => c.id)).toContain(zone);
    },
  );

  it("a browser in UTC (no country) takes its language's; an old zone name still gets its zone preselected", () => {
    for (const zone of ["UTC", "Europe/Kiev"]) {
      vi.restoreAllMocks();
      browser(["uk-UA"], zone);
      expect(signUpDefaults()).toMatchObject({
        country_code: "UA",
        currency_code: "UAH",
        timezone: zone,
      });
      expect(timezoneChoices().map((c) => c.id)).toContain(zone);
    }
  });

  it("says the passwords do not match in words", () => {
    const [, confirm] = signUpValidators.confirm_password as ((
      v: string,
      all: object,
    ) => unknown)[];
    expect(confirm("Other#2026pass", { password: "Calm#2026pass" })).toBe(
      "app.validation.passwords_differ",
    );
    expect(confirm("Calm#2026pass", { password: "Calm#2026pass" })).toBe(
      undefined,
    );
  });
});
