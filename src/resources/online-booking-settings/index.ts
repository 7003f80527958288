import { lazy } from "react";
import LanguageIcon from "@mui/icons-material/Language";

const OnlineBookingSettingsPage = lazy(() =>
  import("./OnlineBookingSettingsPage").then((m) => ({
    default: m.OnlineBookingSettingsPage,
  })),
);

/** Once per merchant: the menu entry (/online-booking-settings) opens the single edit form. */
export default {
  list: OnlineBookingSettingsPage,
  icon: LanguageIcon,
};
