import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useTimeout, useTranslate } from "react-admin";

/**
 * react-admin's `<Loading>` (a screen whose code or data is on its way,
 * shown after a second), with a name for its spinner: a progressbar without
 * one is a WCAG violation that axe reports on a slow load.
 */
export const PageLoading = () => {
  const translate = useTranslate();
  const shown = useTimeout(1000);
  if (!shown) return null;
  return (
    <Box
      sx={{
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        height: "100%",
        py: 2,
        textAlign: "center",
      }}
    >
      <CircularProgress
        aria-label={translate("ra.page.loading")}
        sx={{ width: "9em !important", height: "9em !important" }}
      />
      <Typography variant="h5" sx={{ mt: 3, color: "text.secondary" }}>
        {translate("ra.page.loading")}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.disabled" }}>
        {translate("ra.message.loading")}
      </Typography>
    </Box>
  );
};
