import { createContext, useContext } from "react";
import { alpha, type Theme } from "@mui/material/styles";
import type { MenuPosition } from "../menuIndex";

/**
 * Where the location is in the horizontal layout's menu table
 * (menuPosition), provided by HorizontalLayout to the bar's buttons, its
 * panels and the phone drawer, which mark the current entry and group.
 */
export const CurrentPositionContext = createContext<MenuPosition | undefined>(
  undefined,
);

/** True when the entry is the current location's. */
export const useIsCurrentEntry = (key: string) =>
  useContext(CurrentPositionContext)?.entry.key === key;

/** True when the group holds the current location's entry. */
export const useIsCurrentGroup = (key: string) =>
  useContext(CurrentPositionContext)?.groupKeys.includes(key) ?? false;

/**
 * The look of the bar's button of the current screen (an entry) or of the
 * group holding it: a tinted background and an underlined label, not
 * colour alone.
 */
export const currentMarkSx = (theme: Theme) => ({
  backgroundColor: alpha(
    theme.palette.primary.main,
    theme.palette.action.selectedOpacity,
  ),
  textDecoration: "underline",
  textDecorationThickness: 2,
  textUnderlineOffset: 6,
});
