import { lazy } from "react";
import CategoryIcon from "@mui/icons-material/Category";

const ResourceCategoryList = lazy(() =>
  import("./ResourceCategoryList").then((m) => ({
    default: m.ResourceCategoryList,
  })),
);
const ResourceCategoryCreate = lazy(() =>
  import("./ResourceCategoryCreate").then((m) => ({
    default: m.ResourceCategoryCreate,
  })),
);
const ResourceCategoryEdit = lazy(() =>
  import("./ResourceCategoryEdit").then((m) => ({
    default: m.ResourceCategoryEdit,
  })),
);

export default {
  list: ResourceCategoryList,
  create: ResourceCategoryCreate,
  edit: ResourceCategoryEdit,
  icon: CategoryIcon,
  recordRepresentation: "name",
};
