import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useGetIdentity, useTranslate } from "react-admin";
import { useStoredImage } from "../components/images";
import { MOBILE_MEDIA } from "./responsive";

/**
 * The business's logo and name at the start of the top bar, from the
 * identity (the login answer, then every saved business-details form).
 */
export const BusinessBrand = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const logo = typeof identity?.logo === "string" ? identity.logo : undefined;
  const name =
    typeof identity?.businessName === "string"
      ? identity.businessName
      : undefined;
  const logoUrl = useStoredImage(logo);
  if (!name && !logoUrl) return null;
  return (
    <Box
      data-testid="business-brand"
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        minWidth: 0,
        maxWidth: "40%",
        marginInlineEnd: 2,
      }}
    >
      {logoUrl ? (
        <Box
          component="img"
          src={logoUrl}
          alt={translate("app.appbar.business_logo")}
          sx={{ height: 32, maxWidth: 96, objectFit: "contain" }}
        />
      ) : null}
      {name ? (
        <Typography
          variant="subtitle1"
          component="span"
          noWrap
          // A phone's top bar has no room for it; the logo stays.
          sx={{ [MOBILE_MEDIA]: { display: "none" } }}
        >
          {name}
        </Typography>
      ) : null}
    </Box>
  );
};
