import {
  BulkDeleteButton,
  CreateButton,
  FilterButton,
  FunctionField,
  ReferenceField,
  TopToolbar,
} from "react-admin";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import type { TeamMember } from "../../types";
import { OPTIONS, teamMemberName } from "./teamMemberModel";

/** Filters, create and the CSV export of the filtered list. */
export const TeamListActions = ({
  children,
}: {
  children?: React.ReactNode;
}) => (
  <TopToolbar sx={{ flexWrap: "wrap" }}>
    {children}
    <FilterButton />
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

/** Bulk delete, confirmed first; the server archives members that history points at. */
export const TeamBulkDelete = () => (
  <BulkDeleteButton mutationMode="pessimistic" />
);

/** A team member's name from the option list (also for archived members). */
export const MemberName = ({
  source = "team_member_id",
}: {
  source?: string;
}) => (
  <ReferenceField
    source={source}
    reference="team-members"
    link={false}
    queryOptions={OPTIONS}
  >
    <FunctionField<TeamMember> render={(record) => teamMemberName(record)} />
  </ReferenceField>
);
