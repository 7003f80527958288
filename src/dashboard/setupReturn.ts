import { createElement } from "react";
import type { NotificationPayload } from "react-admin";
import { SetupReturnLink } from "./SetupReturnLink";

/**
 * "Every save offers the way back to the checklist" (issue 26): a step of
 * the dashboard's setup checklist marks this tab as following it; while it
 * is marked, the notice of each save carries a link back to the dashboard,
 * and stays until it is closed. The dashboard's checklist unmarks it.
 */
const KEY = "setupChecklistReturn";

export const markSetupReturn = () => sessionStorage.setItem(KEY, "1");
export const clearSetupReturn = () => sessionStorage.removeItem(KEY);
const isSetupReturn = () => sessionStorage.getItem(KEY) === "1";

/** The notices react-admin gives a saved record (type "info"). */
const SAVED = new Set(["ra.notification.created", "ra.notification.updated"]);

const isSave = ({ message, type, notificationOptions }: NotificationPayload) =>
  !notificationOptions?.undoable &&
  (type === "success" || (typeof message === "string" && SAVED.has(message)));

/** The notification, with the way back to the checklist when it tells of a save. */
export const withSetupReturn = (
  notification: NotificationPayload,
): NotificationPayload =>
  isSetupReturn() && isSave(notification)
    ? {
        ...notification,
        notificationOptions: {
          ...notification.notificationOptions,
          autoHideDuration: null,
          action: createElement(SetupReturnLink),
        } as NotificationPayload["notificationOptions"],
      }
    : notification;
