import { useMemo, useState, type ReactNode } from "react";
import { SettingsPanel } from "./SettingsPanel";
import { SettingsPanelContext } from "./settingsPanelContext";

/**
 * Owns the settings panel for everything below it; <SettingsToggleButton>
 * only opens it. Mount it where it survives a change of layout.
 */
export const SettingsPanelHost = ({ children }: { children: ReactNode }) => {
  const [open, setOpen] = useState(false);
  const control = useMemo(() => ({ open, setOpen }), [open]);
  return (
    <SettingsPanelContext.Provider value={control}>
      {children}
      <SettingsPanel open={open} onClose={() => setOpen(false)} />
    </SettingsPanelContext.Provider>
  );
};
