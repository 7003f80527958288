import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { Link } from "react-router-dom";
import { Title, useTranslate } from "react-admin";

/** Shown by react-admin when canAccess denies an action on a resource. */
export const AccessDenied = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 4 }}>
      <Title title={translate("app.access_denied.title")} />
      <Alert severity="warning" sx={{ mb: 2 }}>
        <AlertTitle>{translate("app.access_denied.title")}</AlertTitle>
        {translate("app.access_denied.message")}
      </Alert>
      <Button component={Link} to="/">
        {translate("app.not_found.back")}
      </Button>
    </Box>
  );
};
