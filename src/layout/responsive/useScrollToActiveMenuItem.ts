import { useEffect } from "react";
import type { RefObject } from "react";
import { useLocation } from "react-admin";
import { scrollToActiveItem } from "./scrollToActive";

/**
 * After each navigation, scrolls the sidebar that contains `ref` so the
 * active menu item is visible when it lies beyond 500 px. Menu entries can
 * appear late (access checks are async), so it waits for the active one.
 */
export const useScrollToActiveMenuItem = (
  ref: RefObject<HTMLElement | null>,
) => {
  const { pathname } = useLocation();
  useEffect(() => {
    const root = ref.current;
    if (!root || scrollToActiveItem(root)) return;
    const observer = new MutationObserver(() => {
      if (scrollToActiveItem(root)) observer.disconnect();
    });
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["class", "aria-current"],
    });
    return () => observer.disconnect();
  }, [ref, pathname]);
};
