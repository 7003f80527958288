import { lazy } from "react";
import SpaIcon from "@mui/icons-material/Spa";
import type { Service } from "./serviceTypes";

const ServiceList = lazy(() =>
  import("./ServiceList").then((m) => ({ default: m.ServiceList })),
);
const ServiceCreate = lazy(() =>
  import("./ServiceCreate").then((m) => ({ default: m.ServiceCreate })),
);
const ServiceEdit = lazy(() =>
  import("./ServiceEdit").then((m) => ({ default: m.ServiceEdit })),
);

export default {
  list: ServiceList,
  create: ServiceCreate,
  edit: ServiceEdit,
  icon: SpaIcon,
  recordRepresentation: (record: Service) => record.name,
};
