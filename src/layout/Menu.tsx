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

/** The sidebar: menuItems.ts filtered by the SPEC §6 menu rule. */
export const Menu = () => {
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
    <RaMenu>
      {nodes.map((node) => (
        <MenuNodeItem key={node.key} node={node} pathname={pathname} />
      ))}
    </RaMenu>
  );
};
