import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { Link, useNavigate } from "react-router-dom";
import { Title, useTranslate } from "react-admin";

/**
 * A signed-in user on a page outside their areas (a shared link, a
 * bookmark), and react-admin's answer when canAccess denies an action: said
 * inside the app, with a way back and the way to the dashboard.
 */
export const AccessDenied = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const canGoBack = typeof window !== "undefined" && window.history.length > 1;
  return (
    <Box sx={{ py: 4 }}>
      <Title title={translate("app.access_denied.title")} />
      <Alert severity="warning" sx={{ mb: 2 }} role="alert">
        <AlertTitle component="h1">
          {translate("app.access_denied.title")}
        </AlertTitle>
        {translate("app.access_denied.message")}
      </Alert>
      <Stack direction="row" spacing={1}>
        {canGoBack ? (
          <Button variant="contained" onClick={() => navigate(-1)}>
            {translate("app.access_denied.back")}
          </Button>
        ) : null}
        <Button component={Link} to="/">
          {translate("app.not_found.back")}
        </Button>
      </Stack>
    </Box>
  );
};
