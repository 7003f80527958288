import { useState, type ReactNode } from "react";
import Collapse from "@mui/material/Collapse";
import List from "@mui/material/List";
import ListItemIcon from "@mui/material/ListItemIcon";
import MenuItem from "@mui/material/MenuItem";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import { useLocation } from "react-router-dom";
import { useSidebarState, useTranslate } from "react-admin";

export interface SubMenuProps {
  labelKey: string;
  icon?: ReactNode;
  /** The group holds the entry of the current location (menuPosition). */
  current?: boolean;
  children: ReactNode;
}

/**
 * A collapsible group of the sidebar (react-admin demo's SubMenu shape).
 * It opens on every navigation to a screen of its entries, so the current
 * entry shows, whichever URL reached it; the user may close it again.
 */
export const SubMenu = ({
  labelKey,
  icon,
  current = false,
  children,
}: SubMenuProps) => {
  const translate = useTranslate();
  const [sidebarIsOpen] = useSidebarState();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(current);
  const [openedFor, setOpenedFor] = useState(current ? pathname : null);
  if (current && openedFor !== pathname) {
    setOpenedFor(pathname);
    setOpen(true);
  } else if (!current && openedFor !== null) setOpenedFor(null);
  const label = translate(labelKey);
  const toggleIcon = open ? (
    <ExpandMoreIcon />
  ) : (
    <ChevronRightIcon
      sx={{
        transform: (theme) =>
          theme.direction === "rtl" ? "scaleX(-1)" : "none",
      }}
    />
  );
  const header = (
    <MenuItem
      component="button"
      role="button"
      tabIndex={0}
      onClick={() => setOpen(!open)}
      aria-expanded={open}
      dense
      sx={{ width: "100%", font: "inherit" }}
    >
      <ListItemIcon sx={{ minWidth: 5 }}>
        {open || !icon ? toggleIcon : icon}
      </ListItemIcon>
      <Typography variant="inherit" color="text.secondary" noWrap>
        {label}
      </Typography>
    </MenuItem>
  );
  return (
    <>
      {sidebarIsOpen || open ? (
        header
      ) : (
        <Tooltip title={label} placement="right">
          {header}
        </Tooltip>
      )}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List
          component="div"
          dense
          disablePadding
          aria-label={label}
          sx={{ paddingInlineStart: sidebarIsOpen ? 2 : 0 }}
        >
          {children}
        </List>
      </Collapse>
    </>
  );
};
