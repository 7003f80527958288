import ListSubheader from "@mui/material/ListSubheader";
import type { ReactElement } from "react";
import type { MenuNode } from "../menuItems";
import { NavEntryItem } from "./NavEntryItem";

/**
 * A flat list of elements for a MUI Menu or List (Menu refuses fragments):
 * entries become links, sub-groups become a sub-header followed by theirs.
 */
export const menuNodeItems = (
  nodes: readonly MenuNode[],
  translate: (key: string) => string,
  onNavigate?: () => void,
): ReactElement[] =>
  nodes.flatMap((node) =>
    node.kind === "entry"
      ? [
          <NavEntryItem
            key={node.key}
            entry={node}
            onNavigate={onNavigate}
            dense
          />,
        ]
      : [
          <ListSubheader key={node.key} sx={{ lineHeight: "32px" }}>
            {translate(node.labelKey)}
          </ListSubheader>,
          ...menuNodeItems(node.children, translate, onNavigate),
        ],
  );
