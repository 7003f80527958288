import { lazy } from "react";
import BadgeIcon from "@mui/icons-material/Badge";
import type { TeamMember } from "../../types";
import { teamMemberName } from "./teamMemberModel";

const TeamMemberList = lazy(() =>
  import("./TeamMemberList").then((m) => ({ default: m.TeamMemberList })),
);
const TeamMemberCreate = lazy(() =>
  import("./TeamMemberCreate").then((m) => ({ default: m.TeamMemberCreate })),
);
const TeamMemberEdit = lazy(() =>
  import("./TeamMemberEdit").then((m) => ({ default: m.TeamMemberEdit })),
);

export default {
  list: TeamMemberList,
  create: TeamMemberCreate,
  edit: TeamMemberEdit,
  icon: BadgeIcon,
  recordRepresentation: (record: TeamMember) => teamMemberName(record),
};
