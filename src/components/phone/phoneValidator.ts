import type { Validator } from "react-admin";

/** The phone rules (libphonenumber and its metadata): the lazy chunk the phone input draws with. */
export const loadPhoneRules = () => import("./phoneNumbers");

/**
 * The check of a phone field: an empty value or a valid number in E.164.
 * It waits for the phone rules, so a Save clicked before they have loaded
 * is still checked; the message gives an example of `country`, the one
 * chosen in the field.
 */
export const phoneNumberValidator =
  (country: string): Validator =>
  async (value: unknown) => {
    if (typeof value !== "string" || value.trim() === "") return undefined;
    const rules = await loadPhoneRules();
    if (rules.isValidE164(value)) return undefined;
    return {
      message: "app.phone.invalid",
      args: {
        example: rules.exampleFor(
          rules.isCountryCode(country) ? country : "GB",
        ),
      },
    };
  };
