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
