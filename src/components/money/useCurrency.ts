import { useLocaleState } from "react-admin";
import { useCurrentUser } from "../../providers/currentUser";
import { localeInfo } from "../../i18n/locales";

/** The merchant's currency (from the login answer) and the UI's BCP 47 tag for formatting. */
export const useCurrency = () => {
  const user = useCurrentUser();
  const [locale] = useLocaleState();
  return {
    currency: user?.currency_code || "EUR",
    localeTag: localeInfo(locale).tag,
  };
};
