import Button from "@mui/material/Button";
import Snackbar from "@mui/material/Snackbar";
import { useTranslate } from "react-admin";
import type { SavedChange } from "./useGridChanges";

/**
 * The notice of a change saved by a drag, with Undo (issue 23). At the top
 * of the window, over the app bar: the grid below stays free for the next
 * drag (the app's other notices sit at the bottom, over the grid's end).
 * A click elsewhere leaves it; the next change replaces it.
 */
export const SavedChangeNotice = ({
  saved,
  onUndo,
  onClose,
}: {
  saved: SavedChange | null;
  onUndo: () => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Snackbar
      key={saved?.at}
      open={saved !== null}
      anchorOrigin={{ vertical: "top", horizontal: "center" }}
      autoHideDuration={10_000}
      onClose={(_, reason) => reason !== "clickaway" && onClose()}
      message={saved ? translate(saved.message) : ""}
      action={
        <Button color="inherit" size="small" onClick={onUndo}>
          {translate("app.calendar_status.undo.action")}
        </Button>
      }
      slotProps={{ content: { role: "status" } }}
    />
  );
};
