import { createContext, useContext } from "react";

export interface SettingsPanelControl {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/**
 * Provided by <SettingsPanelHost> above both layouts, so the panel stays
 * open while the user switches between vertical and horizontal (which
 * replaces the top bar holding the toggle button).
 */
export const SettingsPanelContext = createContext<SettingsPanelControl | null>(
  null,
);

export const useSettingsPanelHost = (): SettingsPanelControl | null =>
  useContext(SettingsPanelContext);
