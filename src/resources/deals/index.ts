import { lazy } from "react";
import LocalOfferIcon from "@mui/icons-material/LocalOffer";

const DealList = lazy(() =>
  import("./DealList").then((m) => ({ default: m.DealList })),
);
const DealCreate = lazy(() =>
  import("./DealCreate").then((m) => ({ default: m.DealCreate })),
);
const DealEdit = lazy(() =>
  import("./DealEdit").then((m) => ({ default: m.DealEdit })),
);

export default {
  list: DealList,
  create: DealCreate,
  edit: DealEdit,
  icon: LocalOfferIcon,
  recordRepresentation: "name",
};
