import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { storedPhone, type ShownPhone } from "./usePhoneFormat";

/**
 * How a stored number is shown (lazy: it needs the phone metadata, shared
 * with the phone input's chunk): the national form when the number belongs
 * to the business's country, the international form otherwise; the link
 * dials the number in E.164. A value that is not a valid number (an older
 * one typed before numbers were checked) is shown as it was stored; one
 * typed nationally is read in the business's country.
 */
export const formatPhone = (
  value: string,
  businessCountry: string,
): ShownPhone => {
  const text = value.trim();
  const parsed = text.startsWith("+")
    ? parsePhoneNumberFromString(text)
    : parsePhoneNumberFromString(
        text,
        businessCountry as Parameters<typeof parsePhoneNumberFromString>[1],
      );
  if (!parsed?.isValid()) return storedPhone(value);
  return {
    text:
      parsed.country !== undefined && parsed.country === businessCountry
        ? parsed.formatNational()
        : parsed.formatInternational(),
    href: `tel:${parsed.number}`,
  };
};
