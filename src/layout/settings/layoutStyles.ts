import type { SxProps, Theme } from "@mui/material/styles";
import type {
  LayoutSettings,
  LayoutWidth,
  SidebarStyle,
  TopbarStyle,
} from "./layoutSettingsModel";

/** A plain sx style object (no array, no theme callback), so it can nest. */
export type Style = Exclude<
  SxProps<Theme>,
  readonly unknown[] | ((theme: Theme) => unknown)
>;

export const BOXED_MAX_WIDTH = 1300;
export const COMPACT_SIDEBAR_WIDTH = 160;
export const ICON_SIDEBAR_WIDTH = 55;
const DARK_BACKGROUND = "#2a3042";

export interface SidebarPalette {
  background?: string;
  color?: string;
  activeColor?: string;
}

/** Background and text colours of the sidebar (undefined = theme default). */
export const sidebarPalette = (sidebar: SidebarStyle): SidebarPalette => {
  if (sidebar === "dark")
    return {
      background: DARK_BACKGROUND,
      color: "rgba(255, 255, 255, 0.7)",
      activeColor: "#ffffff",
    };
  if (sidebar === "colored")
    return {
      background: "primary.main",
      color: "rgba(255, 255, 255, 0.75)",
      activeColor: "primary.contrastText",
    };
  return { background: "background.paper" };
};

/** Colours for any element holding the menu (also the mobile drawer paper). */
export const sidebarColorsSx = (sidebar: SidebarStyle): Style => {
  const { background, color, activeColor } = sidebarPalette(sidebar);
  return {
    bgcolor: background,
    ...(color && {
      color,
      "& .MuiMenuItem-root, & .MuiListItemIcon-root, & .MuiListSubheader-root":
        { color, bgcolor: "transparent" },
      "& .RaMenuItemLink-active, & .RaMenuItemLink-active .MuiListItemIcon-root":
        { color: activeColor },
    }),
  };
};

const sidebarWidth = (sidebar: SidebarStyle) =>
  sidebar === "compact"
    ? COMPACT_SIDEBAR_WIDTH
    : sidebar === "icon"
      ? ICON_SIDEBAR_WIDTH
      : undefined;

/** Styles for react-admin's <Sidebar> root (the desktop, docked sidebar). */
export const sidebarSx = ({ sidebar, width }: LayoutSettings): Style => {
  const size = sidebarWidth(sidebar);
  const sized = size !== undefined && {
    width: size,
    overflowX: "hidden" as const,
  };
  return {
    "& .MuiPaper-root": { ...sized, ...sidebarColorsSx(sidebar) },
    "& .RaSidebar-fixed": { ...sized, ...sidebarColorsSx(sidebar) },
    ...(sidebar === "compact" && {
      "& .MuiMenuItem-root": { fontSize: "0.8rem", minHeight: 32 },
      "& .MuiSvgIcon-root": { fontSize: "1.1rem" },
      "& .MuiListItemIcon-root": { minWidth: 28 },
    }),
    ...(sidebar === "icon" && {
      "& .MuiMenuItem-root": { fontSize: 0, whiteSpace: "nowrap" },
      "& .MuiListSubheader-root, & .MuiListItemText-root": { display: "none" },
    }),
    ...(width === "scrollable" && {
      height: "auto",
      "& .RaSidebar-fixed": {
        ...sized,
        ...sidebarColorsSx(sidebar),
        position: "static",
        height: "auto",
      },
    }),
  };
};

/** Styles for the top bar (MUI AppBar root). */
export const topbarSx = (topbar: TopbarStyle): Style => {
  if (topbar === "dark") return { bgcolor: DARK_BACKGROUND, color: "#ffffff" };
  if (topbar === "colored")
    return { bgcolor: "primary.main", color: "primary.contrastText" };
  return { bgcolor: "background.paper", color: "text.primary" };
};

/** Styles for the layout root: boxed = centred with a maximum width. */
export const widthSx = (width: LayoutWidth): Style =>
  width === "boxed"
    ? { maxWidth: BOXED_MAX_WIDTH, mx: "auto", boxShadow: 3 }
    : {};

/** Styles for the fixed top bar so it matches the layout width. */
export const topbarWidthSx = (width: LayoutWidth): Style =>
  width === "boxed"
    ? { maxWidth: BOXED_MAX_WIDTH, left: 0, right: 0, mx: "auto" }
    : {};
