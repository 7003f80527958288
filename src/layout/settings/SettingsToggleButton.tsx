import { useState } from "react";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import SettingsIcon from "@mui/icons-material/Settings";
import { useTranslate } from "react-admin";
import { SettingsPanel } from "./SettingsPanel";

/**
 * Top-bar button that opens the settings panel. It renders the panel
 * itself, so the layout does not need to mount <SettingsPanel>.
 */
export const SettingsToggleButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
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
      <SettingsPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
};
