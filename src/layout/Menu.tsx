import { useMemo } from "react";
import { Menu as RaMenu, MenuItemLink, useTranslate } from "react-admin";
import { useLocation } from "react-router-dom";
import { isMenuEntryVisible } from "../providers/accessControl";
import { useAccessSubject } from "../providers/currentUser";
import { entryUrl, groupContainsPath, visibleMenu } from "./menuIndex";
import { menuItems, type MenuNode } from "./menuItems";
import { SubMenu } from "./SubMenu";

const MenuNodeItem = ({
  node,
  pathname,
}: {
  node: MenuNode;
  pathname: string;
}) => {
  const translate = useTranslate();
  const Icon = node.icon;
  if (node.kind === "entry") {
    return (
      <MenuItemLink
        to={entryUrl(node)}
        primaryText={translate(node.labelKey)}
        leftIcon={Icon ? <Icon /> : undefined}
        dense
        role="link"
      />
    );
  }
  return (
    <SubMenu
      labelKey={node.labelKey}
      icon={Icon ? <Icon /> : undefined}
      defaultOpen={groupContainsPath(node, pathname)}
    >
      {node.children.map((child) => (
        <MenuNodeItem key={child.key} node={child} pathname={pathname} />
      ))}
    </SubMenu>
  );
};

/**
 * The sidebar: menuItems.ts filtered by the SPEC §6 menu rule. It is the
 * site's navigation, not an application menu: a <nav> of links and group
 * buttons that Tab reaches one by one (react-admin draws a role="menu"
 * whose items only the arrow keys reach).
 */
export const Menu = () => {
  const translate = useTranslate();
  const subject = useAccessSubject();
  const { pathname } = useLocation();
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
        <MenuNodeItem key={node.key} node={node} pathname={pathname} />
      ))}
    </RaMenu>
  );
};
