import { useEffect, useMemo, useState } from "react";
import type { I18nProvider } from "react-admin";
import { i18nProvider } from "./i18nProvider";

/**
 * The i18n provider for `<Admin>`, following the `locale` of the store.
 *
 * React-admin's I18nContextProvider, when it sees the stored locale differ
 * from its provider's, changes it and then mounts the whole app again (a new
 * React key): every form lost what was typed on a language switch. Here the
 * app loads the catalogue itself and hands `<Admin>` a provider whose
 * `getLocale()` is already the wanted locale, so react-admin has nothing to
 * change; once the catalogue is in, a new provider object makes every
 * `useTranslate` render again in place, values kept.
 *
 * Undefined until the first catalogue is loaded (nothing is shown in the
 * wrong language meanwhile).
 */
export const useLocaleI18nProvider = (
  locale: string,
): I18nProvider | undefined => {
  const [loaded, setLoaded] = useState<string | undefined>(() =>
    i18nProvider.getLocale() === locale ? locale : undefined,
  );
  useEffect(() => {
    let live = true;
    Promise.resolve(i18nProvider.changeLocale(locale))
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        if (live) setLoaded(locale);
      });
    return () => {
      live = false;
    };
  }, [locale]);
  return useMemo(
    () =>
      loaded === undefined
        ? undefined
        : {
            ...i18nProvider,
            getLocale: () => locale,
          },
    // A new object when the wanted locale changes and when its catalogue is in.
    [locale, loaded],
  );
};
