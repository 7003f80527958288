import Button from "@mui/material/Button";
import { LinkBase, useTranslate } from "react-admin";
import type { MenuEntry } from "../menuItems";
import { entryUrl } from "../menuIndex";
import { currentMarkSx, useIsCurrentEntry } from "./currentPosition";

/** A top-level menu entry (calendar, dashboard) as a link button. */
export const NavEntryButton = ({ entry }: { entry: MenuEntry }) => {
  const translate = useTranslate();
  const to = entryUrl(entry);
  const current = useIsCurrentEntry(entry.key);
  const Icon = entry.icon;
  return (
    <Button
      component={LinkBase}
      to={to}
      color="inherit"
      startIcon={Icon && <Icon />}
      aria-current={current ? "page" : undefined}
      sx={[
        { textTransform: "none", whiteSpace: "nowrap", flexShrink: 0 },
        current && currentMarkSx,
      ]}
    >
      {translate(entry.labelKey)}
    </Button>
  );
};
