import { useId, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListSubheader from "@mui/material/ListSubheader";
import Popover from "@mui/material/Popover";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { useTranslate } from "react-admin";
import { MEGA_MENU_COLUMNS } from "./sampleContent";

/** Static sample mega menu: three columns of links that go nowhere. */
export const MegaMenu = () => {
  const translate = useTranslate();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="true"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: "none", whiteSpace: "nowrap", flexShrink: 0 }}
      >
        {translate("app.layout.megaMenu.button")}
      </Button>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
      >
        <Box
          data-testid="mega-menu"
          sx={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", p: 1 }}
        >
          {MEGA_MENU_COLUMNS.map((column) => (
            <List
              key={column.key}
              dense
              subheader={
                <ListSubheader>{translate(column.titleKey)}</ListSubheader>
              }
            >
              {column.items.map((item) => (
                <ListItemButton key={item.key} onClick={close}>
                  {translate(item.labelKey)}
                </ListItemButton>
              ))}
            </List>
          ))}
        </Box>
      </Popover>
    </>
  );
};
