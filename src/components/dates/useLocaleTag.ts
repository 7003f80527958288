import { useLocaleState } from "react-admin";
import { localeInfo } from "../../i18n/locales";

/** The BCP 47 tag of the UI language (ae → ar), for the formatters of this module. */
export const useLocaleTag = (): string => {
  const [locale] = useLocaleState();
  return localeInfo(locale).tag;
};
