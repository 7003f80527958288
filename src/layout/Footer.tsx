import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";
import { PROVIDER_LEGAL_NAME } from "../constants";

/** Current year and the provider's legal name (SPEC §1). */
export const Footer = () => {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ py: 2, px: 2, textAlign: "center" }}>
      <Typography variant="body2" color="text.secondary">
        {translate("app.footer.copyright", {
          year: new Date().getFullYear(),
          // First-strong isolates keep "Ltd." whole in right-to-left text.
          company: `\u2068${PROVIDER_LEGAL_NAME}\u2069`,
        })}
      </Typography>
    </Box>
  );
};
