export const LAYOUTS = ["vertical", "horizontal"] as const;
export const WIDTHS = ["fluid", "boxed", "scrollable"] as const;
export const SIDEBARS = [
  "light",
  "dark",
  "compact",
  "icon",
  "colored",
] as const;
export const TOPBARS = ["light", "dark", "colored"] as const;

export type LayoutMode = (typeof LAYOUTS)[number];
export type LayoutWidth = (typeof WIDTHS)[number];
export type SidebarStyle = (typeof SIDEBARS)[number];
export type TopbarStyle = (typeof TOPBARS)[number];

export interface LayoutSettings {
  layout: LayoutMode;
  width: LayoutWidth;
  sidebar: SidebarStyle;
  topbar: TopbarStyle;
}

/** react-admin store key; localStorageStore saves it as `RaStore.layout.settings`. */
export const LAYOUT_SETTINGS_KEY = "layout.settings";

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  layout: "vertical",
  width: "fluid",
  sidebar: "light",
  topbar: "light",
};

export const LAYOUT_SETTING_OPTIONS = {
  layout: LAYOUTS,
  width: WIDTHS,
  sidebar: SIDEBARS,
  topbar: TOPBARS,
} as const;

const pick = <T extends string>(
  options: readonly T[],
  value: unknown,
  fallback: T,
): T =>
  typeof value === "string" && (options as readonly string[]).includes(value)
    ? (value as T)
    : fallback;

/** Turns whatever the store holds (old, partial or corrupt) into valid settings. */
export const normalizeLayoutSettings = (stored: unknown): LayoutSettings => {
  const value =
    stored && typeof stored === "object"
      ? (stored as Record<string, unknown>)
      : {};
  const d = DEFAULT_LAYOUT_SETTINGS;
  return {
    layout: pick(LAYOUTS, value.layout, d.layout),
    width: pick(WIDTHS, value.width, d.width),
    sidebar: pick(SIDEBARS, value.sidebar, d.sidebar),
    topbar: pick(TOPBARS, value.topbar, d.topbar),
  };
};

/** The data-* attributes that let a browser test read the active style. */
export const layoutDataAttributes = (settings: LayoutSettings) => ({
  "data-testid": "layout-root",
  "data-layout": settings.layout,
  "data-width": settings.width,
  "data-sidebar": settings.sidebar,
  "data-topbar": settings.topbar,
});
