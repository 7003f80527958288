export { SettingsPanel } from "./SettingsPanel";
export type { SettingsPanelProps } from "./SettingsPanel";
export { SettingsToggleButton } from "./SettingsToggleButton";
export { SettingsPanelHost } from "./SettingsPanelHost";
export { useLayoutSettings, useLayoutSettingsState } from "./useLayoutSettings";
export type { UpdateLayoutSettings } from "./useLayoutSettings";
export {
  DEFAULT_LAYOUT_SETTINGS,
  LAYOUT_SETTINGS_KEY,
  LAYOUT_SETTING_OPTIONS,
  layoutDataAttributes,
  normalizeLayoutSettings,
} from "./layoutSettingsModel";
export type {
  LayoutMode,
  LayoutSettings,
  LayoutWidth,
  SidebarStyle,
  TopbarStyle,
} from "./layoutSettingsModel";
export {
  BOXED_MAX_WIDTH,
  COMPACT_SIDEBAR_WIDTH,
  ICON_SIDEBAR_WIDTH,
  sidebarColorsSx,
  sidebarPalette,
  sidebarSx,
  topbarSx,
  topbarWidthSx,
  widthSx,
} from "./layoutStyles";
export type { SidebarPalette, Style } from "./layoutStyles";
export { layoutRootProps, layoutRootSx } from "./layoutRootProps";
