import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import {
  BulkDeleteButton,
  CreateButton,
  FilterButton,
  FunctionField,
  ReferenceField,
  TopToolbar,
  useResourceContext,
  useTranslate,
} from "react-admin";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import type { TeamMember } from "../../types";
import { OPTIONS, teamMemberName } from "./teamMemberModel";

/** The empty list: nothing yet, and an invitation to create the first record. */
export const TeamListEmpty = () => {
  const resource = useResourceContext();
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: "center", py: 6, px: 2, mx: "auto", maxWidth: 480 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`resources.${resource}.empty.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`resources.${resource}.empty.invite`)}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
};

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
