import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router-dom";
import { useTranslate } from "react-admin";

/** A translated link between the account pages. */
export const AccountLink = ({
  to,
  labelKey,
}: {
  to: string;
  labelKey: string;
}) => {
  const translate = useTranslate();
  return (
    <Link
      component={RouterLink}
      to={to}
      variant="body2"
      sx={{ display: "block", mt: 1 }}
    >
      {translate(labelKey)}
    </Link>
  );
};
