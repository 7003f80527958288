import { useId, useState } from "react";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Popover from "@mui/material/Popover";
import Typography from "@mui/material/Typography";
import NotificationsIcon from "@mui/icons-material/Notifications";
import { useTranslate } from "react-admin";
import { NOTIFICATION_BADGE, SAMPLE_NOTIFICATIONS } from "./sampleContent";

/**
 * Static sample notifications with a badge of 3: a panel with a heading,
 * the notices as a list (text, not menu items) and "View all".
 */
export const NotificationsMenu = () => {
  const translate = useTranslate();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        // The badge's number is shown, so the name says it too (WCAG 2.5.3).
        aria-label={`${translate("app.layout.notifications.button")} (${NOTIFICATION_BADGE})`}
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        data-testid="notifications-button"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={NOTIFICATION_BADGE} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{
          paper: {
            id,
            role: "region",
            "aria-labelledby": `${id}-title`,
            sx: { width: 320, maxWidth: "calc(100vw - 16px)" },
          },
        }}
      >
        <Typography
          id={`${id}-title`}
          variant="subtitle2"
          component="h2"
          sx={{ px: 2, pt: 1.5 }}
        >
          {translate("app.layout.notifications.title")}
        </Typography>
        <List dense>
          {SAMPLE_NOTIFICATIONS.map((item) => (
            <ListItem key={item.key}>
              <ListItemText
                primary={translate(item.titleKey)}
                secondary={translate(item.textKey)}
              />
            </ListItem>
          ))}
        </List>
        <Box sx={{ display: "flex", justifyContent: "center", pb: 1 }}>
          <Button onClick={close}>
            {translate("app.layout.notifications.viewAll")}
          </Button>
        </Box>
      </Popover>
    </>
  );
};
