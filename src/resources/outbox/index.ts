import { lazy } from "react";
import OutboxIcon from "@mui/icons-material/Outbox";

const OutboxList = lazy(() =>
  import("./OutboxList").then((m) => ({ default: m.OutboxList })),
);

/** The outbox: a list with resend (opened from Business details and a client's page; owner only). */
export default {
  list: OutboxList,
  icon: OutboxIcon,
};
