import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import CloseIcon from "@mui/icons-material/Close";
import { useTranslate } from "react-admin";
import {
  DEFAULT_LAYOUT_SETTINGS,
  LAYOUT_SETTING_OPTIONS,
} from "./layoutSettingsModel";
import { SettingsOptionGroup } from "./SettingsOptionGroup";
import { useLayoutSettingsState } from "./useLayoutSettings";

export interface SettingsPanelProps {
  open: boolean;
  onClose: () => void;
}

const TITLE_ID = "layout-settings-title";

/**
 * The right-hand settings drawer. `anchor="right"` is the end side: MUI
 * flips it to the left when the theme direction is rtl.
 */
export const SettingsPanel = ({ open, onClose }: SettingsPanelProps) => {
  const translate = useTranslate();
  const [settings, update] = useLayoutSettingsState();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      data-testid="layout-settings-panel"
      slotProps={{
        paper: { role: "dialog", "aria-labelledby": TITLE_ID },
      }}
    >
      <Box sx={{ width: 280, p: 2 }}>
        <Box sx={{ display: "flex", alignItems: "center", mb: 1 }}>
          <Typography id={TITLE_ID} variant="h6" sx={{ flexGrow: 1 }}>
            {translate("app.layout.settings.title")}
          </Typography>
          <IconButton
            aria-label={translate("app.layout.settings.close")}
            onClick={onClose}
          >
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider sx={{ mb: 2 }} />
        <SettingsOptionGroup
          name="layout"
          options={LAYOUT_SETTING_OPTIONS.layout}
          value={settings.layout}
          onChange={(layout) => update({ layout })}
        />
        <SettingsOptionGroup
          name="width"
          options={LAYOUT_SETTING_OPTIONS.width}
          value={settings.width}
          onChange={(width) => update({ width })}
        />
        <SettingsOptionGroup
          name="sidebar"
          options={LAYOUT_SETTING_OPTIONS.sidebar}
          value={settings.sidebar}
          onChange={(sidebar) => update({ sidebar })}
        />
        <SettingsOptionGroup
          name="topbar"
          options={LAYOUT_SETTING_OPTIONS.topbar}
          value={settings.topbar}
          onChange={(topbar) => update({ topbar })}
        />
        <Button
          variant="outlined"
          fullWidth
          onClick={() => update(DEFAULT_LAYOUT_SETTINGS)}
        >
          {translate("app.layout.settings.reset")}
        </Button>
      </Box>
    </Drawer>
  );
};
