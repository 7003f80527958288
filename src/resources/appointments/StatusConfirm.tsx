import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslate } from "react-admin";
import { CancelAppointmentFields } from "./CancelAppointmentFields";
import type { useStatusChange } from "./useStatusChange";

const A = "resources.appointments";
const P = "app.calendar_status.panel";

/**
 * The question before a status change that frees the time (issue 23):
 * the cancellation's reason, or whether the client really did not come.
 */
export const StatusConfirm = ({
  change,
  reference,
  client,
  time,
}: {
  change: ReturnType<typeof useStatusChange>;
  reference: string;
  client: string;
  time: string;
}) => {
  const translate = useTranslate();
  const id = useId();
  const { cancelling, busy } = change;
  return (
    <>
      {cancelling ? (
        <>
          <Typography component="h3" variant="subtitle1">
            {translate(`${A}.details.cancel_title`, { reference })}
          </Typography>
          <CancelAppointmentFields
            value={cancelling}
            onChange={change.setCancelling}
          />
        </>
      ) : (
        <Alert severity="warning" role="alertdialog" aria-labelledby={id}>
          <strong id={id}>{translate(`${P}.no_show_title`)}</strong>{" "}
          {translate(`${P}.no_show_text`, { client, reference, time })}
        </Alert>
      )}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        <Button
          onClick={() => {
            change.setCancelling(null);
            change.setConfirmNoShow(false);
          }}
        >
          {translate(cancelling ? `${A}.details.keep` : `${P}.keep`)}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() =>
            void change.send(cancelling ? "cancelled" : "no_show", true)
          }
        >
          {translate(
            cancelling ? `${A}.details.cancel_confirm` : `${P}.no_show_confirm`,
          )}
        </Button>
      </Box>
    </>
  );
};
