import { useId, useState } from "react";
import Button from "@mui/material/Button";
import Menu from "@mui/material/Menu";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { useTranslate } from "react-admin";
import type { MenuGroup } from "../menuItems";
import { menuNodeItems } from "./menuNodeItems";

/** A top-level menu group as a button with a drop-down of its entries. */
export const NavGroupButton = ({ group }: { group: MenuGroup }) => {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const Icon = group.icon;
  return (
    <>
      <Button
        color="inherit"
        startIcon={Icon && <Icon />}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: "none", whiteSpace: "nowrap", flexShrink: 0 }}
      >
        {translate(group.labelKey)}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ paper: { sx: { maxHeight: "70vh" } } }}
      >
        {menuNodeItems(group.children, translate, close)}
      </Menu>
    </>
  );
};
