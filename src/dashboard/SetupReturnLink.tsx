import Button from "@mui/material/Button";
import { useCloseNotification, useTranslate } from "react-admin";
import { Link } from "react-router-dom";

/** The saved notice's way back to the dashboard's setup checklist. */
export const SetupReturnLink = () => {
  const translate = useTranslate();
  const close = useCloseNotification();
  return (
    <Button
      component={Link}
      to="/"
      color="inherit"
      size="small"
      onClick={close}
    >
      {translate("app.setup_return.back")}
    </Button>
  );
};
