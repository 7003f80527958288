import { useMemo } from "react";
import type { MenuEntry, MenuNode } from "../menuItems";
import { visibleMenu } from "../menuIndex";
import { isMenuEntryVisible } from "../../providers/accessControl";
import { useAccessSubject } from "../../providers/currentUser";

export type EntryFilter = (entry: MenuEntry) => boolean;

/** The menu rule of SPEC §6 for the signed-in user (as the sidebar). */
export const useMenuEntryFilter = (): EntryFilter => {
  const subject = useAccessSubject();
  return useMemo(
    () => (entry: MenuEntry) => isMenuEntryVisible(subject, entry.serviceIds),
    [subject],
  );
};

/** The menu table without hidden entries and groups left empty. */
export const useVisibleMenu = (
  nodes: readonly MenuNode[],
  isVisible?: EntryFilter,
): MenuNode[] => {
  const defaultFilter = useMenuEntryFilter();
  const filter = isVisible ?? defaultFilter;
  return useMemo(() => visibleMenu(nodes, filter), [nodes, filter]);
};
