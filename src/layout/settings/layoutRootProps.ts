import { layoutDataAttributes } from "./layoutSettingsModel";
import type { LayoutSettings } from "./layoutSettingsModel";
import { sidebarSx, topbarSx, topbarWidthSx, widthSx } from "./layoutStyles";
import type { Style } from "./layoutStyles";

/**
 * The top bar: react-admin's AppBar is a fixed MUI AppBar (its own
 * RaAppBar-appBar class is lost when HideOnScroll wraps it).
 */
const APP_BAR = "& .MuiAppBar-positionFixed";
/** The class react-admin's Sidebar puts on the docked (desktop) drawer. */
const DOCKED_SIDEBAR = "& .RaSidebar-docked";

/** Everything the settings change, as styles for the layout root. */
export const layoutRootSx = (settings: LayoutSettings): Style => ({
  ...widthSx(settings.width),
  [APP_BAR]: {
    ...topbarSx(settings.topbar),
    ...topbarWidthSx(settings.width),
    ...(settings.layout === "horizontal" &&
      settings.width === "scrollable" && { position: "absolute" }),
  },
  [DOCKED_SIDEBAR]: sidebarSx(settings),
});

/**
 * Spread onto the layout root (react-admin's <Layout> forwards both):
 * the data-* attributes a browser test reads, and the styles.
 */
export const layoutRootProps = (settings: LayoutSettings) => ({
  ...layoutDataAttributes(settings),
  sx: layoutRootSx(settings),
});
