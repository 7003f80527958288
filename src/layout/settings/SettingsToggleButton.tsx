import { useState } from "react";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import SettingsIcon from "@mui/icons-material/Settings";
import { useTranslate } from "react-admin";
import { SettingsPanel } from "./SettingsPanel";
import { useSettingsPanelHost } from "./settingsPanelContext";

/**
 * Top-bar button that opens the settings panel: the one of the enclosing
 * <SettingsPanelHost> (the app layout), or else a panel of its own.
 */
export const SettingsToggleButton = () => {
  const translate = useTranslate();
  const host = useSettingsPanelHost();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = host ? host.open : ownOpen;
  const setOpen = host ? host.setOpen : setOwnOpen;
  const label = translate("app.layout.settings.open");
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-testid="layout-settings-toggle"
          onClick={() => setOpen(true)}
        >
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      {!host && <SettingsPanel open={open} onClose={() => setOpen(false)} />}
    </>
  );
};
