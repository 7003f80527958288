export {
  DESKTOP_MEDIA,
  MOBILE_BREAKPOINT,
  MOBILE_MEDIA,
  MOBILE_MEDIA_QUERY,
  SCROLL_THRESHOLD,
} from "./breakpoints";
export { useIsMobile } from "./useIsMobile";
export { useMobileDrawerState } from "./useMobileDrawerState";
export { useScrollToActiveMenuItem } from "./useScrollToActiveMenuItem";
export {
  ACTIVE_MENU_ITEM_SELECTOR,
  offsetWithin,
  scrollToActiveItem,
  scrollTopFor,
} from "./scrollToActive";
export { MOBILE_DRAWER_WIDTH, ResponsiveSidebar } from "./ResponsiveSidebar";
