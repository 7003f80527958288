import { useRef } from "react";
import type { MouseEvent } from "react";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import { Sidebar } from "react-admin";
import type { SidebarProps } from "react-admin";
import { sidebarColorsSx, useLayoutSettings } from "../settings";
import { useIsMobile } from "./useIsMobile";
import { useMobileDrawerState } from "./useMobileDrawerState";
import { useScrollToActiveMenuItem } from "./useScrollToActiveMenuItem";

export const MOBILE_DRAWER_WIDTH = 260;

/**
 * Drop-in `sidebar` for react-admin's <Layout>: from 768 px up it is the
 * usual docked Sidebar; below, a temporary drawer opened by the top bar's
 * menu button and closed by a link click, Escape or the backdrop. Both
 * scroll to the active menu item.
 */
export const ResponsiveSidebar = ({ children, ...rest }: SidebarProps) => {
  const isMobile = useIsMobile();
  const [mobileOpen, closeMobile] = useMobileDrawerState(isMobile);
  const { sidebar } = useLayoutSettings();
  const ref = useRef<HTMLDivElement>(null);
  useScrollToActiveMenuItem(ref);
  const content = <Box ref={ref}>{children}</Box>;

  if (!isMobile) return <Sidebar {...rest}>{content}</Sidebar>;
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a"))
      closeMobile();
  };
  return (
    <Drawer
      variant="temporary"
      open={mobileOpen}
      onClose={closeMobile}
      onClick={closeOnLink}
      ModalProps={{ keepMounted: true }}
      data-testid="mobile-sidebar"
      slotProps={{
        paper: {
          sx: [{ width: MOBILE_DRAWER_WIDTH }, sidebarColorsSx(sidebar)],
        },
      }}
    >
      {content}
    </Drawer>
  );
};
