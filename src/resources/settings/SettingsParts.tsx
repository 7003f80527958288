import Typography from "@mui/material/Typography";
import {
  BulkDeleteButton,
  CreateButton,
  FilterButton,
  TopToolbar,
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
