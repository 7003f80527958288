import { createElement } from "react";
import createCache from "@emotion/cache";
import rtlPlugin from "@mui/stylis-plugin-rtl";
import { defaultTheme, type RaThemeOptions } from "react-admin";
import type { Theme } from "@mui/material/styles";
import { ListEmpty } from "../components/lists/ListEmpty";
import type { Direction } from "../i18n/locales";
import { accessibleComponents, accessiblePalette } from "./accessibleTheme";

/**
 * Narrow screens (SPEC §9): react-admin lets its layout grow to the widest
 * content (min-width: fit-content, flex items at their min-content width),
 * so one wide table made the whole page scroll sideways on a phone. The
 * layout, its content and the list's main column keep the viewport width
 * instead, and a wide table or tab bar scrolls inside its own box.
 */
const fitViewport: RaThemeOptions["components"] = {
  RaLayout: {
    styleOverrides: {
      root: { minWidth: 0, "& .RaLayout-content": { minWidth: 0 } },
    },
  },
  // On a phone the create button floats at the bottom (react-admin: 60 px
  // up, 56 px high): the list ends with room for it, so that scrolled to
  // the end, pagination and the last row are never under it.
  RaList: {
    // Every list's empty page: the resource's own texts, per language.
    defaultProps: { empty: createElement(ListEmpty) },
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        "& .RaList-main": { minWidth: 0 },
        [theme.breakpoints.down("sm")]: { paddingBottom: theme.spacing(17) },
      }),
    },
  },
  // Tab bars wider than the screen scroll, with arrows, instead of being cut.
  MuiTabs: {
    defaultProps: {
      variant: "scrollable",
      scrollButtons: "auto",
      allowScrollButtonsMobile: true,
    },
  },
  RaDataTable: {
    styleOverrides: {
      root: { "& .RaDataTable-tableWrapper": { overflowX: "auto" } },
    },
  },
};

/**
 * Forms check their values with the app's own rules, in the user's language:
 * without noValidate the browser stops the submit first (a type="email" or a
 * step on a number or time field) with its own bubble, and the form's
 * messages never show.
 *
 * Every form asks before its changes are discarded (a menu link, back, a
 * reload or closing the tab): what was typed is never lost silently.
 */
const appForms = {
  noValidate: true,
  warnWhenUnsavedChanges: true,
} as const;
const appValidation: RaThemeOptions["components"] = {
  RaSimpleForm: { defaultProps: appForms },
  RaTabbedForm: { defaultProps: appForms },
  // A bulk delete states the count ("Delete 3 Clients") and asks once,
  // instead of acting at the first click.
  RaBulkDeleteButton: { defaultProps: { mutationMode: "pessimistic" } },
};

/** React-admin's default theme, laid out in the locale's direction. */
export const createAppTheme = (direction: Direction): RaThemeOptions => ({
  ...defaultTheme,
  direction,
  palette: { ...defaultTheme.palette, ...accessiblePalette },
  components: {
    ...defaultTheme.components,
    ...fitViewport,
    ...appValidation,
    ...accessibleComponents,
  },
});

/** Emotion caches: the rtl one flips left/right in every generated style. */
export const emotionCaches = {
  ltr: createCache({ key: "mui" }),
  rtl: createCache({ key: "muirtl", stylisPlugins: [rtlPlugin] }),
} as const;
