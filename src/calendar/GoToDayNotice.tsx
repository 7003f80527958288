import Button from "@mui/material/Button";
import Snackbar from "@mui/material/Snackbar";
import { useTranslate } from "react-admin";

const T = "resources.appointments.calendar";

/**
 * After a booking on a day the calendar does not show (the next free slot
 * may be days ahead), the offer to go there (issue 23).
 */
export const GoToDayNotice = ({
  day,
  label,
  onGo,
  onClose,
}: {
  day: string | null;
  /** The day as the user reads it. */
  label: string;
  onGo: (day: string) => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Snackbar
      open={day !== null}
      onClose={(_, reason) => reason !== "clickaway" && onClose()}
      autoHideDuration={12_000}
      anchorOrigin={{ vertical: "top", horizontal: "center" }}
      message={translate(`${T}.booked_elsewhere`, { day: label })}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            if (day) onGo(day);
            onClose();
          }}
        >
          {translate(`${T}.go_there`)}
        </Button>
      }
    />
  );
};
