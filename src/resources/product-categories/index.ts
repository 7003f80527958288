import { lazy } from "react";
import CategoryIcon from "@mui/icons-material/Category";

const ProductCategoryList = lazy(() =>
  import("./ProductCategoryList").then((m) => ({
    default: m.ProductCategoryList,
  })),
);
const ProductCategoryCreate = lazy(() =>
  import("./ProductCategoryCreate").then((m) => ({
    default: m.ProductCategoryCreate,
  })),
);
const ProductCategoryEdit = lazy(() =>
  import("./ProductCategoryEdit").then((m) => ({
    default: m.ProductCategoryEdit,
  })),
);

export default {
  list: ProductCategoryList,
  create: ProductCategoryCreate,
  edit: ProductCategoryEdit,
  icon: CategoryIcon,
  recordRepresentation: "name",
};
