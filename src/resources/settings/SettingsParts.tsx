import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import {
  BulkDeleteButton,
  CreateButton,
  FilterButton,
  TopToolbar,
  useResourceContext,
  useTranslate,
} from "react-admin";
import { ExportCsvButton } from "../../components/ExportCsvButton";

/** A heading between groups of inputs. */
export const Section = ({ labelKey }: { labelKey: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1 }}>
      {translate(labelKey)}
    </Typography>
  );
};

/** The empty list page: nothing yet, and an invitation to create the first record. */
export const ListEmpty = () => {
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

/** Filter, create and CSV export of the filtered list. */
export const ListActions = ({ filters = true }: { filters?: boolean }) => (
  <TopToolbar>
    {filters ? <FilterButton /> : null}
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

/**
 * Bulk delete: the server deletes rows nothing points at and archives the
 * others (master data), after a confirmation.
 */
export const BulkArchiveButton = () => (
  <BulkDeleteButton mutationMode="pessimistic" />
);
