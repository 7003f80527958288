import { useTranslate } from "react-admin";
import type { MenuGroup } from "../menuItems";
import { NavDisclosure } from "./NavDisclosure";
import { NavLinkList } from "./NavLinkList";

/** A top-level menu group: a button showing a panel of its links. */
export const NavGroupButton = ({ group }: { group: MenuGroup }) => {
  const translate = useTranslate();
  const Icon = group.icon;
  return (
    <NavDisclosure label={translate(group.labelKey)} icon={Icon && <Icon />}>
      {(close) => <NavLinkList nodes={group.children} onNavigate={close} />}
    </NavDisclosure>
  );
};
