import Drawer from "@mui/material/Drawer";
import MenuList from "@mui/material/MenuList";
import { useTranslate } from "react-admin";
import type { MenuNode } from "../menuItems";
import { MOBILE_DRAWER_WIDTH, useMobileDrawerState } from "../responsive";
import { menuNodeItems } from "./menuNodeItems";

/**
 * Below 768 px: the horizontal menu as a temporary drawer, opened by the
 * top bar's menu button (react-admin's sidebar toggle).
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
      slotProps={{ paper: { sx: { width: MOBILE_DRAWER_WIDTH } } }}
    >
      <MenuList
        component="nav"
        aria-label={translate("app.layout.horizontal.navigation")}
      >
        {menuNodeItems(nodes, translate, close)}
      </MenuList>
    </Drawer>
  );
};
