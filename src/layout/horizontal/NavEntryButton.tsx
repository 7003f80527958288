import Button from "@mui/material/Button";
import { LinkBase, useLocation, useTranslate } from "react-admin";
import type { MenuEntry } from "../menuItems";
import { entryUrl } from "../menuIndex";

/** A top-level menu entry (calendar, dashboard) as a link button. */
export const NavEntryButton = ({ entry }: { entry: MenuEntry }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const to = entryUrl(entry);
  const Icon = entry.icon;
  return (
    <Button
      component={LinkBase}
      to={to}
      color="inherit"
      startIcon={Icon && <Icon />}
      aria-current={pathname === to ? "page" : undefined}
      sx={{ textTransform: "none", whiteSpace: "nowrap", flexShrink: 0 }}
    >
      {translate(entry.labelKey)}
    </Button>
  );
};
