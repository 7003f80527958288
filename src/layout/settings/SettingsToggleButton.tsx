import { useState } from "react";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import TuneIcon from "@mui/icons-material/Tune";
import { useTranslate } from "react-admin";
import { SettingsPanel } from "./SettingsPanel";
import { useSettingsPanelHost } from "./settingsPanelContext";

/**
 * The button that opens the layout settings panel: the one of the
 * enclosing <SettingsPanelHost> (the app layout), or else a panel of its
 * own. An icon by default; `text` shows its name (the Settings page's
 * "Language and display").
 */
export const SettingsToggleButton = ({ text = false }: { text?: boolean }) => {
  const translate = useTranslate();
  const host = useSettingsPanelHost();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = host ? host.open : ownOpen;
  const setOpen = host ? host.setOpen : setOwnOpen;
  const label = translate("app.layout.settings.open");
  const common = {
    "aria-haspopup": "dialog",
    "aria-expanded": open,
    "data-testid": "layout-settings-toggle",
    onClick: () => setOpen(true),
  } as const;
  return (
    <>
      {text ? (
        <Button variant="outlined" startIcon={<TuneIcon />} {...common}>
          {label}
        </Button>
      ) : (
        <Tooltip title={label}>
          <IconButton color="inherit" aria-label={label} {...common}>
            <TuneIcon />
          </IconButton>
        </Tooltip>
      )}
      {!host && <SettingsPanel open={open} onClose={() => setOpen(false)} />}
    </>
  );
};
