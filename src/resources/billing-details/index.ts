import { lazy } from "react";
import CreditCardIcon from "@mui/icons-material/CreditCard";

const BillingDetailsPage = lazy(() =>
  import("./BillingDetailsPage").then((m) => ({
    default: m.BillingDetailsPage,
  })),
);

/** Once per merchant: the menu entry (/billing-details) opens the single edit form. */
export default {
  list: BillingDetailsPage,
  icon: CreditCardIcon,
};
