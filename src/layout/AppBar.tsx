import Box from "@mui/material/Box";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import {
  AppBar as RaAppBar,
  LocalesMenuButton,
  TitlePortal,
  type AppBarProps,
} from "react-admin";
import { LOCALES } from "../i18n/locales";
import { FullscreenToggle } from "./FullscreenToggle";
import { AppUserMenu } from "./AppUserMenu";
import { AppBarMoreMenu } from "./AppBarMoreMenu";
import { BusinessBrand } from "./BusinessBrand";
import { SettingsLink } from "./SettingsLink";

const LANGUAGES = LOCALES.map(({ code, name }) => ({ locale: code, name }));

/**
 * The page title ends in "…" when it does not fit: react-admin renders it
 * in an inline-block, which would be cut off without one.
 */
const titleSx = { "& > span": { display: "inline" } };

/** On a phone the title keeps the room: the rest is one menu (AppBarMoreMenu). */
const Toolbar = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"));
  if (phone) return <AppBarMoreMenu />;
  return (
    <Box sx={{ display: "flex", alignItems: "center" }}>
      <LocalesMenuButton languages={LANGUAGES} />
      <FullscreenToggle />
      <SettingsLink />
    </Box>
  );
};

/** Top bar: business logo and name, page title, language switcher, full screen, the Settings page, user menu. */
export const AppBar = (props: AppBarProps) => (
  <RaAppBar {...props} toolbar={<Toolbar />} userMenu={<AppUserMenu />}>
    <BusinessBrand />
    <TitlePortal sx={titleSx} />
  </RaAppBar>
);
