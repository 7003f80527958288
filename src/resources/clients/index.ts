import { lazy } from "react";
import PeopleIcon from "@mui/icons-material/People";
import type { Client } from "../../types";
import { clientName } from "./clientModel";

const ClientList = lazy(() =>
  import("./ClientList").then((m) => ({ default: m.ClientList })),
);
const ClientCreate = lazy(() =>
  import("./ClientCreate").then((m) => ({ default: m.ClientCreate })),
);
const ClientShow = lazy(() =>
  import("./ClientShow").then((m) => ({ default: m.ClientShow })),
);
const ClientEdit = lazy(() =>
  import("./ClientEdit").then((m) => ({ default: m.ClientEdit })),
);

export default {
  list: ClientList,
  create: ClientCreate,
  edit: ClientEdit,
  show: ClientShow,
  icon: PeopleIcon,
  recordRepresentation: (record: Client) => clientName(record),
};
