import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import { useTranslate } from "react-admin";
import type { MenuNode } from "../menuItems";
import { MOBILE_MEDIA } from "../responsive";
import { MegaMenu } from "./MegaMenu";
import { NavEntryButton } from "./NavEntryButton";
import { NavGroupButton } from "./NavGroupButton";
import { NotificationsMenu } from "./NotificationsMenu";
import { ProfileMenu } from "./ProfileMenu";
import { SearchBox } from "./SearchBox";

/**
 * The horizontal menu bar under the top bar: menu groups as drop-downs,
 * the mega menu, then search, notifications and profile (static samples).
 * Below 768 px the menu itself moves to the mobile drawer.
 */
export const HorizontalNavBar = ({ nodes }: { nodes: MenuNode[] }) => {
  const translate = useTranslate();
  return (
    <Paper
      square
      elevation={1}
      data-testid="horizontal-navbar"
      sx={{ display: "flex", alignItems: "center", gap: 1, px: 1, py: 0.5 }}
    >
      <Box
        component="nav"
        aria-label={translate("app.layout.horizontal.navigation")}
        sx={{
          display: "flex",
          flexGrow: 1,
          flexWrap: "wrap",
          gap: 0.5,
          [MOBILE_MEDIA]: { display: "none" },
        }}
      >
        {nodes.map((node) =>
          node.kind === "entry" ? (
            <NavEntryButton key={node.key} entry={node} />
          ) : (
            <NavGroupButton key={node.key} group={node} />
          ),
        )}
        <MegaMenu />
      </Box>
      <Box
        sx={{
          flexGrow: 1,
          display: "none",
          [MOBILE_MEDIA]: { display: "block" },
        }}
      />
      <Box sx={{ [MOBILE_MEDIA]: { display: "none" } }}>
        <SearchBox />
      </Box>
      <NotificationsMenu />
      <ProfileMenu />
    </Paper>
  );
};
