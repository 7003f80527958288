import { Suspense, useMemo } from "react";
import type { ComponentType, ReactNode } from "react";
import Box from "@mui/material/Box";
import { AppBar as DefaultAppBar } from "react-admin";
import type { AppBarProps } from "react-admin";
import { useLocation } from "react-router-dom";
import { menuPosition } from "../menuIndex";
import { menuItems } from "../menuItems";
import type { MenuNode } from "../menuItems";
import { DESKTOP_MEDIA, useIsMobile } from "../responsive";
import { layoutRootProps, useLayoutSettings } from "../settings";
import { CurrentPositionContext } from "./currentPosition";
import { HorizontalNavBar } from "./HorizontalNavBar";
import { LayoutErrorBoundary } from "./LayoutErrorBoundary";
import { MobileNavDrawer } from "./MobileNavDrawer";
import { useVisibleMenu } from "./useVisibleMenu";
import type { EntryFilter } from "./useVisibleMenu";
import { PageLoading } from "../PageLoading";

export interface HorizontalLayoutProps {
  children?: ReactNode;
  /** The same top bar as the vertical layout (react-admin's by default). */
  appBar?: ComponentType<AppBarProps>;
  /** The menu table; defaults to src/layout/menuItems.ts. */
  items?: readonly MenuNode[];
  /** Which entries to show; defaults to the SPEC §6 rule for the user. */
  isEntryVisible?: EntryFilter;
}

/**
 * react-admin layout alternative: top bar, then a horizontal menu bar
 * instead of a sidebar, then the page. Below 768 px the menu opens as a
 * drawer from the top bar's menu button, hidden on wider screens.
 */
export const HorizontalLayout = ({
  children,
  appBar: AppBar = DefaultAppBar,
  items = menuItems,
  isEntryVisible,
}: HorizontalLayoutProps) => {
  const settings = useLayoutSettings();
  const nodes = useVisibleMenu(items, isEntryVisible);
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  // On the whole table: a hidden entry is not replaced by a shorter match.
  const position = useMemo(
    () => menuPosition(pathname, items),
    [pathname, items],
  );
  const { sx, ...dataAttributes } = layoutRootProps({
    ...settings,
    layout: "horizontal",
  });
  return (
    <Box
      className="layout"
      {...dataAttributes}
      sx={[
        {
          display: "flex",
          flexDirection: "column",
          minHeight: "100vh",
          bgcolor: "background.default",
          [DESKTOP_MEDIA]: { "& .RaAppBar-menuButton": { display: "none" } },
        },
        sx,
      ]}
    >
      <AppBar alwaysOn />
      <CurrentPositionContext.Provider value={position}>
        <Box sx={{ mt: { xs: 7, sm: 6 } }}>
          <HorizontalNavBar nodes={nodes} />
        </Box>
        {isMobile && <MobileNavDrawer nodes={nodes} />}
      </CurrentPositionContext.Provider>
      <Box
        component="main"
        id="main-content"
        sx={{ display: "flex", flexDirection: "column", flexGrow: 1, px: 1 }}
      >
        <LayoutErrorBoundary>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </LayoutErrorBoundary>
      </Box>
    </Box>
  );
};
