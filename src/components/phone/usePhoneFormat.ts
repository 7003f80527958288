import { useCallback, useSyncExternalStore } from "react";
import { useBusinessCountry } from "./useBusinessCountry";

/** A number as shown: the text and the `tel:` link that dials it. */
export interface ShownPhone {
  text: string;
  href: string;
}

type Format = (value: string, businessCountry: string) => ShownPhone;

/** A number as stored, its link dialling its digits (and leading plus). */
export const storedPhone = (value: string): ShownPhone => ({
  text: value,
  href: `tel:${value.trim().replace(/[^\d+]/g, "")}`,
});

let format: Format | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the formatter (with the phone metadata, the chunk the phone input
 * loads too) once; a failed load is tried again by the next field shown.
 */
export const loadPhoneFormat = (): Promise<void> =>
  (loading ??= import("./phoneFormat").then(
    (module) => {
      format = module.formatPhone;
      listeners.forEach((listener) => listener());
    },
    () => {
      loading = undefined;
    },
  ));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  void loadPhoneFormat();
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Shows stored (E.164) numbers readably: national in the business's
 * country, international otherwise. Until the phone metadata has loaded the
 * number is shown as stored, so nothing waits and nothing jumps.
 */
export const usePhoneFormat = (): ((value: string) => ShownPhone) => {
  const loaded = useSyncExternalStore(subscribe, () => format);
  const country = useBusinessCountry();
  return useCallback(
    (value: string) => (loaded ? loaded(value, country) : storedPhone(value)),
    [loaded, country],
  );
};
