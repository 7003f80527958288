import { useTranslate } from "react-admin";
import type { MenuGroup } from "../menuItems";
import { useIsCurrentGroup } from "./currentPosition";
import { NavDisclosure } from "./NavDisclosure";
import { NavLinkList } from "./NavLinkList";

/**
 * A top-level menu group: a button showing a panel of its links, marked
 * while one of its screens is shown.
 */
export const NavGroupButton = ({ group }: { group: MenuGroup }) => {
  const translate = useTranslate();
  const Icon = group.icon;
  const current = useIsCurrentGroup(group.key);
  return (
    <NavDisclosure
      label={translate(group.labelKey)}
      icon={Icon && <Icon />}
      current={current}
    >
      {(close) => <NavLinkList nodes={group.children} onNavigate={close} />}
    </NavDisclosure>
  );
};
