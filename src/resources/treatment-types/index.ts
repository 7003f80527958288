import { lazy } from "react";
import CategoryIcon from "@mui/icons-material/Category";
import type { TreatmentType } from "../services/serviceTypes";

const TreatmentTypeList = lazy(() =>
  import("./TreatmentTypeList").then((m) => ({ default: m.TreatmentTypeList })),
);
const TreatmentTypeCreate = lazy(() =>
  import("./TreatmentTypeCreate").then((m) => ({
    default: m.TreatmentTypeCreate,
  })),
);
const TreatmentTypeEdit = lazy(() =>
  import("./TreatmentTypeEdit").then((m) => ({ default: m.TreatmentTypeEdit })),
);

export default {
  list: TreatmentTypeList,
  create: TreatmentTypeCreate,
  edit: TreatmentTypeEdit,
  icon: CategoryIcon,
  recordRepresentation: (record: TreatmentType) => record.name,
};
