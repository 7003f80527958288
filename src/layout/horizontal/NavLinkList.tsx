import { useId } from "react";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import { LinkBase, useTranslate } from "react-admin";
import type { MenuEntry, MenuGroup, MenuNode } from "../menuItems";
import { entryUrl } from "../menuIndex";
import { useIsCurrentEntry } from "./currentPosition";

interface NavLinkListProps {
  nodes: readonly MenuNode[];
  /** Called when a link is followed (closes the panel or drawer). */
  onNavigate?: () => void;
  labelledBy?: string;
}

/** One menu entry as a link; the current location's entry gets aria-current. */
const NavLink = ({
  entry,
  onNavigate,
}: {
  entry: MenuEntry;
  onNavigate?: () => void;
}) => {
  const translate = useTranslate();
  const to = entryUrl(entry);
  const active = useIsCurrentEntry(entry.key);
  const Icon = entry.icon;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={LinkBase}
        to={to}
        dense
        selected={active}
        aria-current={active ? "page" : undefined}
        onClick={onNavigate}
      >
        {Icon && (
          <ListItemIcon sx={{ minWidth: 36 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        )}
        <ListItemText primary={translate(entry.labelKey)} />
      </ListItemButton>
    </ListItem>
  );
};

/** A sub-group: its name as a heading of the list of its links. */
const NavSubGroup = ({
  group,
  onNavigate,
}: {
  group: MenuGroup;
  onNavigate?: () => void;
}) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <li>
      <ListSubheader component="div" id={id} sx={{ lineHeight: "32px" }}>
        {translate(group.labelKey)}
      </ListSubheader>
      <NavLinkList
        nodes={group.children}
        onNavigate={onNavigate}
        labelledBy={id}
      />
    </li>
  );
};

/**
 * Menu entries as a list of links, sub-groups as headed lists of theirs:
 * the content of a menu bar panel and of the phone drawer (plain links,
 * not menu items, so they read and work as navigation).
 */
export const NavLinkList = ({
  nodes,
  onNavigate,
  labelledBy,
}: NavLinkListProps) => (
  <List dense disablePadding aria-labelledby={labelledBy}>
    {nodes.map((node) =>
      node.kind === "entry" ? (
        <NavLink key={node.key} entry={node} onNavigate={onNavigate} />
      ) : (
        <NavSubGroup key={node.key} group={node} onNavigate={onNavigate} />
      ),
    )}
  </List>
);
