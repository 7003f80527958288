import { lazy } from "react";
import AccountTreeIcon from "@mui/icons-material/AccountTree";

const DepartmentList = lazy(() =>
  import("./DepartmentList").then((m) => ({ default: m.DepartmentList })),
);
const DepartmentCreate = lazy(() =>
  import("./DepartmentCreate").then((m) => ({ default: m.DepartmentCreate })),
);
const DepartmentEdit = lazy(() =>
  import("./DepartmentEdit").then((m) => ({ default: m.DepartmentEdit })),
);

export default {
  list: DepartmentList,
  create: DepartmentCreate,
  edit: DepartmentEdit,
  icon: AccountTreeIcon,
  recordRepresentation: "name",
};
