import {
  menuItems,
  subResources,
  type MenuEntry,
  type MenuNode,
} from "./menuItems";

/** Where an entry leads: its page path, or the resource's list. */
export const entryUrl = (entry: MenuEntry): string =>
  entry.path ?? `/${entry.resource}`;

export const flattenMenu = (
  nodes: readonly MenuNode[] = menuItems,
): MenuEntry[] =>
  nodes.flatMap((node) =>
    node.kind === "entry" ? [node] : flattenMenu(node.children),
  );

const allEntries = flattenMenu();

/** Service ids protecting a resource; empty when the menu does not know it. */
export const serviceIdsForResource = (resource: string): number[] => [
  ...new Set([
    ...allEntries
      .filter((entry) => entry.resource === resource)
      .flatMap((entry) => entry.serviceIds),
    ...(subResources[resource] ?? []),
  ]),
];

const matches = (pathname: string, url: string) =>
  url === "/"
    ? pathname === "/"
    : pathname === url || pathname.startsWith(`${url}/`);

/**
 * The entry whose URL is the longest match for a pathname (the route's
 * "data id" of SPEC §2), or undefined for pages outside the menu.
 */
export const entryForPath = (pathname: string): MenuEntry | undefined =>
  allEntries
    .filter((entry) => matches(pathname, entryUrl(entry)))
    .sort((a, b) => entryUrl(b).length - entryUrl(a).length)[0];

export interface MenuSubject {
  role: number;
  serviceIds: readonly number[];
}

/**
 * The menu as a given user sees it: hidden entries dropped (SPEC §6), then
 * groups left empty.
 */
export const visibleMenu = (
  nodes: readonly MenuNode[],
  isVisible: (entry: MenuEntry) => boolean,
): MenuNode[] =>
  nodes.flatMap((node): MenuNode[] => {
    if (node.kind === "entry") return isVisible(node) ? [node] : [];
    const children = visibleMenu(node.children, isVisible);
    return children.length > 0 ? [{ ...node, children }] : [];
  });

/** True when the pathname is inside one of the group's entries. */
export const groupContainsPath = (node: MenuNode, pathname: string): boolean =>
  node.kind === "entry"
    ? matches(pathname, entryUrl(node)) && entryUrl(node) !== "/"
    : node.children.some((child) => groupContainsPath(child, pathname));
