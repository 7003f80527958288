import ReplayIcon from "@mui/icons-material/Replay";
import { Button, useRecordContext, useTranslate } from "react-admin";
import { useResourceAction } from "../../components/actions/useResourceAction";
import { canResend, type OutboxMessage } from "./outboxModel";

const R = "resources.outbox.resend";

/**
 * Sends a failed message again (`POST merchant/outbox/:id/resend`): shown
 * only on a message that failed and whose deadline has not passed; the
 * server's words when it refuses (409), a notice and a refresh when done.
 */
export const ResendButton = () => {
  const record = useRecordContext<OutboxMessage>();
  const translate = useTranslate();
  const { run, busy } = useResourceAction("outbox");
  if (!record || !canResend(record)) return null;
  return (
    <Button
      label={`${R}.label`}
      aria-label={translate(`${R}.label_for`, {
        subject: record.subject ?? "",
        recipient: record.recipient ?? "",
      })}
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        void run(
          { id: record.id, path: "resend" },
          { successKey: `${R}.done` },
        );
      }}
    >
      <ReplayIcon />
    </Button>
  );
};
