import { useSyncExternalStore } from "react";

/**
 * The alert of SPEC §8. httpClient publishes one alert per failed call;
 * <ErrorAlert> in the layout shows it until the user closes it.
 * Texts are translation keys, except `message`, which may be the server's
 * own words (the `data` text of a 400/422 answer).
 */
export interface AlertState {
  id: number;
  severity: "warning" | "error";
  titleKey: string;
  message?: string;
  messageKey?: string;
}

let current: AlertState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const showAlert = (alert: Omit<AlertState, "id">): void => {
  current = { ...alert, id: nextId++ };
  emit();
};

export const dismissAlert = (): void => {
  if (current === null) return;
  current = null;
  emit();
};

export const getAlert = (): AlertState | null => current;

export const subscribeAlert = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useErrorAlert = (): AlertState | null =>
  useSyncExternalStore(subscribeAlert, getAlert, () => null);

/**
 * Messages of the failed calls the alert has already reported, so the
 * same failure is not announced twice: react-admin's controllers notify
 * `error.message` (or its generic http_error text) for every failed query
 * or mutation; <AppNotification> drops those notifications.
 */
const ALERTED_TTL_MS = 30_000;
const alerted = new Map<string, number>();
let lastAlertAt = -Infinity;

/** httpClient calls this with the message of the error it re-throws. */
export const noteAlertedError = (message: string, now = Date.now()): void => {
  lastAlertAt = now;
  alerted.set(message, now);
  for (const [text, at] of alerted) {
    if (now - at > ALERTED_TTL_MS) alerted.delete(text);
  }
};

/** react-admin's generic texts for a failed call without a message. */
const GENERIC_HTTP_MESSAGES = new Set([
  "ra.notification.http_error",
  "ra.notification.bad_item",
  "ra.notification.item_doesnt_exist",
  "ra.page.error",
]);

/**
 * Said by react-admin's form after the server refused a save with field
 * errors (a 400/422): the open alert already says so, in the server's words.
 */
const FORM_REFUSED_MESSAGES = new Set(["ra.message.invalid_form"]);

/** True when a notification only repeats a failure the alert reported. */
export const repeatsAlertedError = (
  message: unknown,
  now = Date.now(),
): boolean => {
  if (typeof message !== "string") return false;
  if (FORM_REFUSED_MESSAGES.has(message)) return current !== null;
  const at = alerted.get(message);
  if (at !== undefined && now - at <= ALERTED_TTL_MS) return true;
  return (
    GENERIC_HTTP_MESSAGES.has(message) && now - lastAlertAt <= ALERTED_TTL_MS
  );
};

/** Test helper and logout: forget what was reported. */
export const forgetAlertedErrors = (): void => {
  alerted.clear();
  lastAlertAt = -Infinity;
};
