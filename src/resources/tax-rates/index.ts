import { lazy } from "react";
import PercentIcon from "@mui/icons-material/Percent";

const TaxRateList = lazy(() =>
  import("./TaxRateList").then((m) => ({ default: m.TaxRateList })),
);
const TaxRateCreate = lazy(() =>
  import("./TaxRateCreate").then((m) => ({ default: m.TaxRateCreate })),
);
const TaxRateEdit = lazy(() =>
  import("./TaxRateEdit").then((m) => ({ default: m.TaxRateEdit })),
);

export default {
  list: TaxRateList,
  create: TaxRateCreate,
  edit: TaxRateEdit,
  icon: PercentIcon,
  recordRepresentation: "name",
};
