import { useState } from "react";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import AccountCircleIcon from "@mui/icons-material/AccountCircle";
import { useTranslate } from "react-admin";
import { PROFILE_BADGE, PROFILE_ITEMS } from "./sampleContent";

/** Static sample profile menu with a badge of 11. */
export const ProfileMenu = () => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        // The badge's number is shown, so the name says it too (WCAG 2.5.3).
        aria-label={`${translate("app.layout.profile.button")} (${PROFILE_BADGE})`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        data-testid="profile-button"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={PROFILE_BADGE} color="success">
          <AccountCircleIcon />
        </Badge>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {PROFILE_ITEMS.map((item) => (
          <MenuItem key={item.key} onClick={close}>
            {translate(item.labelKey)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
