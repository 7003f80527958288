import ArchiveIcon from "@mui/icons-material/Archive";
import { DeleteButton, SaveButton, Toolbar } from "react-admin";

/**
 * The toolbar of a record with history (a client): Save, and Archive with
 * undo instead of a final delete. The server archives the row (the
 * resource's `archiveOnDelete`); the write waits for the Undo notice, even
 * when the form itself saves pessimistically.
 */
export const ArchiveToolbar = () => (
  <Toolbar sx={{ justifyContent: "space-between" }}>
    <SaveButton />
    <DeleteButton
      mutationMode="undoable"
      label="app.forms.archive"
      icon={<ArchiveIcon />}
    />
  </Toolbar>
);
