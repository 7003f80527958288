import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { LocalesMenuButton, useTranslate } from "react-admin";
import { LOCALES } from "../i18n/locales";
import { Footer } from "../layout/Footer";
import { GlobalLoader } from "../layout/GlobalLoader";

const LANGUAGES = LOCALES.map(({ code, name }) => ({ locale: code, name }));

/** Frame of the signed-out pages: a centred card, language, footer. */
export const AccountLayout = ({
  titleKey,
  children,
}: {
  titleKey: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        minHeight: "100vh",
        display: "flex",
        flexDirection: "column",
        bgcolor: "background.default",
      }}
    >
      <GlobalLoader />
      <Box sx={{ display: "flex", justifyContent: "flex-end", p: 1 }}>
        <LocalesMenuButton languages={LANGUAGES} />
      </Box>
      <Box
        sx={{
          flexGrow: 1,
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          p: 2,
        }}
      >
        <Card sx={{ width: "100%", maxWidth: 440 }} component="main">
          <CardContent>
            <Typography variant="overline" color="text.secondary">
              {translate("app.name")}
            </Typography>
            <Typography variant="h5" component="h1" gutterBottom>
              {translate(titleKey)}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Box>
      <Footer />
    </Box>
  );
};
