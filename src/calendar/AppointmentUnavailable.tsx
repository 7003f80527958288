import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import { useTranslate } from "react-admin";

const U = "resources.appointments.calendar.unavailable";

/**
 * An appointment opened by its address (a shared link, the client page)
 * that the user may not see in full (issue 23): instead of an empty panel,
 * why it is not shown: another member's appointment seen as busy time by
 * a login narrowed to its own calendar (`busy`), or one that does not
 * exist or is refused (`missing`).
 */
export const AppointmentUnavailable = ({
  reason,
  onClose,
}: {
  reason: "busy" | "missing";
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(`${U}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(`${U}.${reason}`)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate(`${U}.close`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
