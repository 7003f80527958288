import { lazy } from "react";
import BusinessIcon from "@mui/icons-material/Business";

const BusinessDetailsPage = lazy(() =>
  import("./BusinessDetailsPage").then((m) => ({
    default: m.BusinessDetailsPage,
  })),
);

/** Once per merchant: the menu entry (/business-details) opens the single edit form. */
export default {
  list: BusinessDetailsPage,
  icon: BusinessIcon,
};
