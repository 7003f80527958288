import ArchiveIcon from "@mui/icons-material/Archive";
import {
  DeleteButton,
  SaveButton,
  Toolbar,
  useRecordContext,
  useRedirect,
  useResourceContext,
} from "react-admin";
import { useFormContext } from "react-hook-form";
import { useSavedNotice } from "./useSavedNotice";

/**
 * Archive with undo: the notice says what happened in the button's words
 * ("Client Ada Moreau archived · Undo"), then the list.
 */
const ArchiveButton = () => {
  const resource = useResourceContext() ?? "";
  const record = useRecordContext();
  const notice = useSavedNotice(resource);
  const redirect = useRedirect();
  const form = useFormContext();
  const onSuccess = () => {
    if (record) notice("archived", record, true);
    // The record leaves: its unsaved changes do not hold the redirect up.
    form?.reset(undefined, { keepValues: true });
    redirect("list", resource);
  };
  return (
    <DeleteButton
      mutationMode="undoable"
      label="app.forms.archive"
      icon={<ArchiveIcon />}
      mutationOptions={{ onSuccess }}
    />
  );
};

/**
 * The toolbar of a record with history (a client): Save, and Archive with
 * undo instead of a final delete. The server archives the row (the
 * resource's `archiveOnDelete`); the write waits for the Undo notice, even
 * when the form itself saves pessimistically.
 */
export const ArchiveToolbar = () => (
  <Toolbar sx={{ justifyContent: "space-between" }}>
    <SaveButton />
    <ArchiveButton />
  </Toolbar>
);
