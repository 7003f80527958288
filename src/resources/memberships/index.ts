import { lazy } from "react";
import CardMembershipIcon from "@mui/icons-material/CardMembership";
import type { Membership } from "../services/serviceTypes";

const MembershipList = lazy(() =>
  import("./MembershipList").then((m) => ({ default: m.MembershipList })),
);
const MembershipCreate = lazy(() =>
  import("./MembershipCreate").then((m) => ({ default: m.MembershipCreate })),
);
const MembershipEdit = lazy(() =>
  import("./MembershipEdit").then((m) => ({ default: m.MembershipEdit })),
);

export default {
  list: MembershipList,
  create: MembershipCreate,
  edit: MembershipEdit,
  icon: CardMembershipIcon,
  recordRepresentation: (record: Membership) => record.name,
};
