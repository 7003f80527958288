import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import { LinkBase, useLocation, useTranslate } from "react-admin";
import type { MenuEntry } from "../menuItems";
import { entryUrl } from "../menuIndex";

export interface NavEntryItemProps {
  entry: MenuEntry;
  onNavigate?: () => void;
  dense?: boolean;
}

/** One menu entry as a link; the current page gets aria-current. */
export const NavEntryItem = ({
  entry,
  onNavigate,
  dense,
}: NavEntryItemProps) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const to = entryUrl(entry);
  const active = pathname === to;
  const Icon = entry.icon;
  return (
    <MenuItem
      component={LinkBase}
      to={to}
      dense={dense}
      selected={active}
      aria-current={active ? "page" : undefined}
      onClick={onNavigate}
    >
      {Icon && (
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
      )}
      <ListItemText>{translate(entry.labelKey)}</ListItemText>
    </MenuItem>
  );
};
