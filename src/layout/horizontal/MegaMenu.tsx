import { useId } from "react";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListSubheader from "@mui/material/ListSubheader";
import { useTranslate } from "react-admin";
import { NavDisclosure } from "./NavDisclosure";
import { MEGA_MENU_COLUMNS } from "./sampleContent";

type Column = (typeof MEGA_MENU_COLUMNS)[number];

const MegaColumn = ({
  column,
  close,
}: {
  column: Column;
  close: () => void;
}) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <List
      dense
      aria-labelledby={id}
      subheader={
        <ListSubheader component="div" id={id}>
          {translate(column.titleKey)}
        </ListSubheader>
      }
    >
      {column.items.map((item) => (
        <ListItem key={item.key} disablePadding>
          <ListItemButton component="button" onClick={close}>
            {translate(item.labelKey)}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
};

/** Static sample mega menu (SPEC §2): three headed columns of entries that go nowhere. */
export const MegaMenu = () => {
  const translate = useTranslate();
  return (
    <NavDisclosure
      label={translate("app.layout.megaMenu.button")}
      width={560}
      data-testid="mega-menu"
    >
      {(close) => (
        <Box
          sx={{
            display: "grid",
            gridTemplateColumns: "repeat(auto-fit, minmax(160px, 1fr))",
            p: 1,
          }}
        >
          {MEGA_MENU_COLUMNS.map((column) => (
            <MegaColumn key={column.key} column={column} close={close} />
          ))}
        </Box>
      )}
    </NavDisclosure>
  );
};
