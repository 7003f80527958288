import { useMemo } from "react";
import { Menu as RaMenu, useTranslate } from "react-admin";
import { useLocation } from "react-router-dom";
import { isMenuEntryVisible } from "../providers/accessControl";
import { useAccessSubject } from "../providers/currentUser";
import { MenuEntryLink } from "./MenuEntryLink";
import {
  entryUrl,
  menuPosition,
  visibleMenu,
  type MenuPosition,
} from "./menuIndex";
import { menuItems, type MenuNode } from "./menuItems";
import { SubMenu } from "./SubMenu";

const MenuNodeItem = ({
  node,
  position,
}: {
  node: MenuNode;
  position: MenuPosition | undefined;
}) => {
  const translate = useTranslate();
  const Icon = node.icon;
  if (node.kind === "entry") {
    return (
      <MenuEntryLink
        to={entryUrl(node)}
        label={translate(node.labelKey)}
        icon={Icon ? <Icon /> : undefined}
        current={position?.entry.key === node.key}
      />
    );
  }
  return (
    <SubMenu
      labelKey={node.labelKey}
      icon={Icon ? <Icon /> : undefined}
      current={position?.groupKeys.includes(node.key)}
    >
      {node.children.map((child) => (
        <MenuNodeItem key={child.key} node={child} position={position} />
      ))}
    </SubMenu>
  );
};

/**
 * The sidebar: menuItems.ts filtered by the SPEC §6 menu rule. It is the
 * site's navigation, not an application menu: a <nav> of links and group
 * buttons that Tab reaches one by one (react-admin draws a role="menu"
 * whose items only the arrow keys reach). The entry owning the location
 * (menuPosition, on the whole table) is marked and its groups open.
 */
export const Menu = () => {
  const translate = useTranslate();
  const subject = useAccessSubject();
  const { pathname } = useLocation();
  const position = useMemo(() => menuPosition(pathname), [pathname]);
  const nodes = useMemo(
    () =>
      visibleMenu(menuItems, (entry) =>
        isMenuEntryVisible(subject, entry.serviceIds),
      ),
    [subject],
  );
  return (
    <RaMenu
      component="nav"
      role={undefined}
      aria-label={translate("app.appbar.main_menu")}
    >
      {nodes.map((node) => (
        <MenuNodeItem key={node.key} node={node} position={position} />
      ))}
    </RaMenu>
  );
};
