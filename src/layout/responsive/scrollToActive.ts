import { SCROLL_THRESHOLD } from "./breakpoints";

/** How react-admin marks the link of the current page. */
export const ACTIVE_MENU_ITEM_SELECTOR =
  '.RaMenuItemLink-active, [aria-current="page"]';

/** Elements that scroll the sidebar: docked sidebar, or the drawer paper. */
const SCROLL_CONTAINER_SELECTOR = ".RaSidebar-fixed, .MuiDrawer-paper";

/** Top of `item` measured inside `container`'s scrolled content. */
export const offsetWithin = (item: HTMLElement, container: HTMLElement) =>
  item.getBoundingClientRect().top -
  container.getBoundingClientRect().top +
  container.scrollTop;

/**
 * The scrollTop that shows an item at `offset`, or null when the item sits
 * within the first `threshold` pixels and needs no scrolling.
 */
export const scrollTopFor = (
  offset: number,
  containerHeight: number,
  threshold = SCROLL_THRESHOLD,
): number | null =>
  offset > threshold ? Math.max(0, offset - containerHeight / 2) : null;

/** Scrolls the sidebar holding `root`; false when no active item exists yet. */
export const scrollToActiveItem = (root: HTMLElement): boolean => {
  const item = root.querySelector<HTMLElement>(ACTIVE_MENU_ITEM_SELECTOR);
  if (!item) return false;
  const container =
    root.closest<HTMLElement>(SCROLL_CONTAINER_SELECTOR) ?? root;
  const top = scrollTopFor(
    offsetWithin(item, container),
    container.clientHeight,
  );
  if (top !== null) container.scrollTop = top;
  return true;
};
