import OutboxIcon from "@mui/icons-material/Outbox";
import { Button, Link, useCanAccess } from "react-admin";
import { clientMessagesUrl } from "./outboxModel";

/**
 * Opens the outbox (the owner's only: nothing for anyone else): the whole
 * list from Business details, one client's messages from the client's page.
 */
export const OutboxButton = ({ clientId }: { clientId?: number | string }) => {
  const { canAccess } = useCanAccess({ resource: "outbox", action: "list" });
  if (!canAccess) return null;
  return (
    <Button
      component={Link}
      to={clientId == null ? "/outbox" : clientMessagesUrl(clientId)}
      label={
        clientId == null
          ? "resources.outbox.open"
          : "resources.outbox.client_messages"
      }
    >
      <OutboxIcon />
    </Button>
  );
};
