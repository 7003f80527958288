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

/**
 * Screens without a menu entry of their own (menuItems.ts, subResources)
 * and the entry whose screen opens them: the menu marks that entry while
 * one of them is shown. Each owner has the sub-resource's service ids.
 */
export const subResourceOwners: Readonly<Record<string, string>> = {
  "shift-overrides": "teams.working_hours",
  "time-off": "teams.working_hours",
  vouchers: "promote.vouchers",
  "client-memberships": "clients.list",
  appointments: "calendar",
  "stock-movements": "products.stock_on_hand",
  "stock-adjustments": "products.stock_on_hand",
  outbox: "settings.account_setup.business_details",
};

/** The URLs below which an entry's screens live: its page or list, and its resource's own. */
const entryBases = (entry: MenuEntry): string[] => [
  entryUrl(entry),
  ...(entry.resource && entry.path ? [`/${entry.resource}`] : []),
  ...Object.entries(subResourceOwners)
    .filter(([, owner]) => owner === entry.key)
    .map(([resource]) => `/${resource}`),
];

/** The length of the entry's longest URL that the pathname is on; 0 for none. */
const matchLength = (pathname: string, entry: MenuEntry): number => {
  const bases = entryBases(entry);
  const longest = Math.max(...bases.map((url) => url.length));
  // A SPEC path is a route of its own, of exactly that path (a redirect).
  if (pathname.toLowerCase() === specPathOf(entry).toLowerCase())
    return Math.max(specPathOf(entry).length, longest);
  return Math.max(
    0,
    ...bases.filter((url) => matches(pathname, url)).map((url) => url.length),
  );
};

/** Where a location is in the menu: its entry and the groups around it. */
export interface MenuPosition {
  entry: MenuEntry;
  /** The keys of the groups holding the entry, outermost first. */
  groupKeys: readonly string[];
}

const positions = (
  nodes: readonly MenuNode[],
  groupKeys: readonly string[] = [],
): MenuPosition[] =>
  nodes.flatMap((node) =>
    node.kind === "entry"
      ? [{ entry: node, groupKeys }]
      : positions(node.children, [...groupKeys, node.key]),
  );

/**
 * The menu entry that owns a location, and its groups: the entry whose
 * URL, SPEC §2 path or resource URL is the longest match for the pathname,
 * so that every URL of a screen (its SPEC path, its own URL, its create,
 * edit and show pages, the screens opened from it) finds it; undefined for
 * pages outside the menu. "/sales/taxes" is tax rates (settings), not below
 * "/sales" (sales history). Ties go to the entry first in the menu.
 */
export const menuPosition = (
  pathname: string,
  nodes: readonly MenuNode[] = menuItems,
): MenuPosition | undefined => {
  let best: MenuPosition | undefined;
  let bestLength = 0;
  for (const position of positions(nodes)) {
    const length = matchLength(pathname, position.entry);
    if (length > bestLength) {
      best = position;
      bestLength = length;
    }
  }
  return best;
};

/** The menu entry owning a pathname (the route's "data id" of SPEC §2). */
export const entryForPath = (pathname: string): MenuEntry | undefined =>
  menuPosition(pathname)?.entry;

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
