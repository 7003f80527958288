import { lazy } from "react";
import LabelIcon from "@mui/icons-material/Label";

const BrandList = lazy(() =>
  import("./BrandList").then((m) => ({ default: m.BrandList })),
);
const BrandCreate = lazy(() =>
  import("./BrandCreate").then((m) => ({ default: m.BrandCreate })),
);
const BrandEdit = lazy(() =>
  import("./BrandEdit").then((m) => ({ default: m.BrandEdit })),
);

export default {
  list: BrandList,
  create: BrandCreate,
  edit: BrandEdit,
  icon: LabelIcon,
  recordRepresentation: "name",
};
