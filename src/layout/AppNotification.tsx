import { useEffect, useMemo } from "react";
import {
  Notification,
  NotificationContext,
  useNotificationContext,
  type NotificationPayload,
  type NotificationProps,
} from "react-admin";
import { repeatsAlertedError } from "../providers/errorAlert";
import { withSetupReturn } from "../dashboard/setupReturn";

const isDuplicate = (notification: NotificationPayload) =>
  (notification.type === "error" || notification.type === "warning") &&
  repeatsAlertedError(notification.message);

/**
 * react-admin's snackbar without its copy of HTTP errors: a failed call is
 * already reported by the SPEC §8 alert (httpClient → <ErrorAlert>), so an
 * error notification repeating that failure is dropped here, in one place
 * for every screen. Success, info and other error notifications (invalid
 * form, signed out) still show. While the owner follows the setup
 * checklist, the notice of a save leads back to it (withSetupReturn).
 */
export const AppNotification = (props: NotificationProps) => {
  const context = useNotificationContext();
  const { notifications, setNotifications } = context;
  const hasDuplicate = notifications.some(isDuplicate);

  useEffect(() => {
    if (hasDuplicate)
      setNotifications((queue) => queue.filter((item) => !isDuplicate(item)));
  }, [hasDuplicate, setNotifications]);

  const filtered = useMemo(() => {
    const visible = notifications.filter((item) => !isDuplicate(item));
    return {
      ...context,
      notifications: visible,
      takeNotification: () => {
        const [next] = visible;
        setNotifications((queue) =>
          queue.filter((item) => item !== next && !isDuplicate(item)),
        );
        return next && withSetupReturn(next);
      },
    };
  }, [context, notifications, setNotifications]);

  return (
    <NotificationContext.Provider value={filtered}>
      <Notification {...props} />
    </NotificationContext.Provider>
  );
};
