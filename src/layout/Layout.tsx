import { Suspense, type ReactNode } from "react";
import Box from "@mui/material/Box";
import { Layout as RaLayout, type LayoutProps } from "react-admin";
import { AppBar } from "./AppBar";
import { ErrorAlert } from "./ErrorAlert";
import { Footer } from "./Footer";
import { GlobalLoader } from "./GlobalLoader";
import { Menu } from "./Menu";
import { PageLoading } from "./PageLoading";
import { RouteGuard } from "./RouteGuard";
import { useFocusMainOnNavigate } from "./useFocusMainOnNavigate";
import { useLoadBusinessTimeZone } from "../components/dates";
import { useScrollTopOnNavigate } from "./useScrollTopOnNavigate";
import { useSessionFromOtherTabs } from "./useSessionFromOtherTabs";
// Layout pieces built alongside this shell (settings panel, horizontal
// layout, responsive drawer): this file is their single import point.
import { HorizontalLayout } from "./horizontal";
import { ResponsiveSidebar } from "./responsive";
import {
  layoutRootProps,
  SettingsPanelHost,
  useLayoutSettings,
} from "./settings";

/** The guarded page: route guard, scroll to top and focus, then the footer. */
const Page = ({ children }: { children: ReactNode }) => {
  useScrollTopOnNavigate();
  useFocusMainOnNavigate();
  return (
    <Box
      sx={{
        display: "flex",
        flexDirection: "column",
        flexGrow: 1,
        minHeight: "100%",
      }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <RouteGuard>
          {/* Before react-admin's own, whose spinner has no name. */}
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </RouteGuard>
      </Box>
      <Footer />
    </Box>
  );
};

/** Shell of every guarded page, vertical (default) or horizontal. */
export const Layout = ({ children }: LayoutProps) => {
  const settings = useLayoutSettings();
  useSessionFromOtherTabs();
  useLoadBusinessTimeZone();
  const page = <Page>{children}</Page>;
  return (
    <SettingsPanelHost>
      <GlobalLoader />
      <ErrorAlert />
      {settings.layout === "horizontal" ? (
        <HorizontalLayout appBar={AppBar}>{page}</HorizontalLayout>
      ) : (
        <RaLayout
          appBar={AppBar}
          menu={Menu}
          sidebar={ResponsiveSidebar}
          {...layoutRootProps(settings)}
        >
          {page}
        </RaLayout>
      )}
    </SettingsPanelHost>
  );
};
