import createCache from "@emotion/cache";
import rtlPlugin from "@mui/stylis-plugin-rtl";
import { defaultTheme, type RaThemeOptions } from "react-admin";
import type { Direction } from "../i18n/locales";

/** React-admin's default theme, laid out in the locale's direction. */
export const createAppTheme = (direction: Direction): RaThemeOptions => ({
  ...defaultTheme,
  direction,
});

/** Emotion caches: the rtl one flips left/right in every generated style. */
export const emotionCaches = {
  ltr: createCache({ key: "mui" }),
  rtl: createCache({ key: "muirtl", stylisPlugins: [rtlPlugin] }),
} as const;
