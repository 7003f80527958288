import { useEffect } from "react";
import type { LocaleInfo } from "./i18n/locales";

/** Keeps <html lang dir> in step with the interface language. */
export const useDocumentLocale = ({ tag, direction }: LocaleInfo) => {
  useEffect(() => {
    document.documentElement.lang = tag;
    document.documentElement.dir = direction;
  }, [tag, direction]);
};
