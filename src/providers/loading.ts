import { useSyncExternalStore } from "react";

/**
 * Global loading indicator state (SPEC §4): on while calls are in flight,
 * off when they have all returned. httpClient decides which calls count
 * (a delete never does).
 */
let inFlight = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const startLoading = (): void => {
  inFlight += 1;
  if (inFlight === 1) emit();
};

export const stopLoading = (): void => {
  if (inFlight === 0) return;
  inFlight -= 1;
  if (inFlight === 0) emit();
};

export const isLoading = (): boolean => inFlight > 0;

export const subscribeLoading = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Test helper: forget any call still counted. */
export const resetLoading = (): void => {
  inFlight = 0;
  emit();
};

export const useGlobalLoading = (): boolean =>
  useSyncExternalStore(subscribeLoading, isLoading, () => false);
