import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import SettingsIcon from "@mui/icons-material/Settings";
import { useTranslate } from "react-admin";
import { Link, useLocation } from "react-router-dom";
import { SETTINGS_PATH } from "../settings/settingsAreas";

/** The top bar's gear: a link to the Settings page. */
export const SettingsLink = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const label = translate("app.settings_page.title");
  return (
    <Tooltip title={label}>
      <IconButton
        component={Link}
        to={SETTINGS_PATH}
        color="inherit"
        aria-label={label}
        aria-current={pathname === SETTINGS_PATH ? "page" : undefined}
      >
        <SettingsIcon />
      </IconButton>
    </Tooltip>
  );
};
