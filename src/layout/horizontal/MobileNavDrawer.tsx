import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import { useTranslate } from "react-admin";
import type { MenuNode } from "../menuItems";
import {
  MOBILE_DRAWER_WIDTH,
  scrollToActiveItem,
  useMobileDrawerState,
} from "../responsive";
import { NavLinkList } from "./NavLinkList";

/**
 * Below 768 px: the horizontal menu as a temporary drawer, opened by the
 * top bar's menu button (react-admin's sidebar toggle): a navigation of
 * links, sub-groups under their headings, scrolled to the current
 * screen's link when it opens.
 */
export const MobileNavDrawer = ({ nodes }: { nodes: MenuNode[] }) => {
  const translate = useTranslate();
  const [open, close] = useMobileDrawerState(true);
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={close}
      data-testid="mobile-sidebar"
      slotProps={{
        paper: { sx: { width: MOBILE_DRAWER_WIDTH } },
        transition: {
          onEntered: (paper: HTMLElement) => scrollToActiveItem(paper),
        },
      }}
    >
      <Box
        component="nav"
        aria-label={translate("app.layout.horizontal.navigation")}
      >
        <NavLinkList nodes={nodes} onNavigate={close} />
      </Box>
    </Drawer>
  );
};
