import { useState, type MouseEvent } from "react";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Tooltip from "@mui/material/Tooltip";
import CheckIcon from "@mui/icons-material/Check";
import FullscreenIcon from "@mui/icons-material/Fullscreen";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import SettingsIcon from "@mui/icons-material/Settings";
import TuneIcon from "@mui/icons-material/Tune";
import { useLocaleState, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { SETTINGS_PATH } from "../settings/settingsAreas";
import { LOCALES } from "../i18n/locales";
import { SettingsPanel } from "./settings";
import { useSettingsPanelHost } from "./settings/settingsPanelContext";
import { useFullscreen } from "./useFullscreen";

/**
 * The top bar on a phone keeps the page title: the language, full screen,
 * layout settings and the Settings page move behind this one menu button.
 */
export const AppBarMoreMenu = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const fullscreen = useFullscreen();
  const host = useSettingsPanelHost();
  const [ownPanel, setOwnPanel] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const label = translate("app.appbar.more");
  const openSettings = () => {
    close();
    if (host) host.setOpen(true);
    else setOwnPanel(true);
  };
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? "app-bar-more-menu" : undefined}
          onClick={(event: MouseEvent<HTMLElement>) =>
            setAnchor(event.currentTarget)
          }
        >
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id="app-bar-more-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
      >
        {LOCALES.map(({ code, name, tag }) => (
          <MenuItem
            key={code}
            lang={tag}
            selected={code === locale}
            onClick={() => {
              close();
              setLocale(code);
            }}
          >
            <ListItemIcon>
              {code === locale ? <CheckIcon fontSize="small" /> : null}
            </ListItemIcon>
            <ListItemText>{name}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        {fullscreen.enabled ? (
          <MenuItem
            onClick={() => {
              close();
              fullscreen.toggle();
            }}
          >
            <ListItemIcon>
              <FullscreenIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>
              {translate(
                fullscreen.active
                  ? "app.appbar.exit_fullscreen"
                  : "app.appbar.fullscreen",
              )}
            </ListItemText>
          </MenuItem>
        ) : null}
        <MenuItem onClick={openSettings}>
          <ListItemIcon>
            <TuneIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate("app.layout.settings.open")}</ListItemText>
        </MenuItem>
        <MenuItem component={Link} to={SETTINGS_PATH} onClick={close}>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate("app.settings_page.title")}</ListItemText>
        </MenuItem>
      </Menu>
      {!host && (
        <SettingsPanel open={ownPanel} onClose={() => setOwnPanel(false)} />
      )}
    </>
  );
};
