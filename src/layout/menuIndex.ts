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

/**
 * Is the pathname the URL or below it? Without regard to case, as the
 * router matches routes, so that "/Team-Members" is guarded like
 * "/team-members".
 */
const matches = (pathname: string, url: string) => {
  const path = pathname.toLowerCase();
  const base = url.toLowerCase();
  return base === "/"
    ? path === "/"
    : path === base || path.startsWith(`${base}/`);
};

/** The path SPEC §2 gives the entry (its URL when it has none of its own). */
export const specPathOf = (entry: MenuEntry): string =>
  entry.specPath ?? entryUrl(entry);

/** The SPEC §2 paths that are not their entry's URL: each redirects to it. */
export const specPathRedirects = (): { from: string; to: string }[] =>
  allEntries
    .filter((entry) => specPathOf(entry) !== entryUrl(entry))
    .map((entry) => ({ from: specPathOf(entry), to: entryUrl(entry) }));

/** The length of the entry's longest URL that the pathname is on; 0 for none. */
const matchLength = (pathname: string, entry: MenuEntry): number => {
  const url = entryUrl(entry);
  const specPath = specPathOf(entry);
  // A SPEC path is a route of its own, of exactly that path (a redirect).
  if (pathname.toLowerCase() === specPath.toLowerCase())
    return Math.max(specPath.length, url.length);
  return matches(pathname, url) ? url.length : 0;
};

/**
 * The entry whose URL or SPEC §2 path is the longest match for a pathname
 * (the route's "data id" of SPEC §2), or undefined for pages outside the
 * menu. "/sales/tips" is tip settings (settings), not below "/sales"
 * (sales history).
 */
export const entryForPath = (pathname: string): MenuEntry | undefined =>
  allEntries
    .map((entry) => ({ entry, length: matchLength(pathname, entry) }))
    .filter(({ length }) => length > 0)
    .sort((a, b) => b.length - a.length)[0]?.entry;

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
