import { useState } from "react";
import Badge from "@mui/material/Badge";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import NotificationsIcon from "@mui/icons-material/Notifications";
import { useTranslate } from "react-admin";
import { NOTIFICATION_BADGE, SAMPLE_NOTIFICATIONS } from "./sampleContent";

/** Static sample notifications with a badge of 3. */
export const NotificationsMenu = () => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate("app.layout.notifications.button")}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        data-testid="notifications-button"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={NOTIFICATION_BADGE} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <ListSubheader>
          {translate("app.layout.notifications.title")}
        </ListSubheader>
        {SAMPLE_NOTIFICATIONS.map((item) => (
          <MenuItem key={item.key} onClick={close} sx={{ maxWidth: 320 }}>
            <ListItemText
              primary={translate(item.titleKey)}
              secondary={translate(item.textKey)}
              slotProps={{ secondary: { sx: { whiteSpace: "normal" } } }}
            />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={close} sx={{ justifyContent: "center" }}>
          {translate("app.layout.notifications.viewAll")}
        </MenuItem>
      </Menu>
    </>
  );
};
