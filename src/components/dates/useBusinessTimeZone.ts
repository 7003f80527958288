import { useEffect } from "react";
import { useCanAccess, useGetOne, useStore } from "react-admin";

const STORE_KEY = "business.timezone";
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The business's time zone (business details), on whose clock the times
 * of its records are shown and typed; the browser's until it is known or
 * when the user may not read the business details.
 */
export const useBusinessTimeZone = (): string => {
  const [zone] = useStore<string | undefined>(STORE_KEY);
  return zone || browserZone();
};

/** Reads the business's time zone once per session for useBusinessTimeZone (mounted by the layout). */
export const useLoadBusinessTimeZone = () => {
  const [, setZone] = useStore<string | undefined>(STORE_KEY);
  const { canAccess } = useCanAccess({
    resource: "business-details",
    action: "edit",
  });
  const { data } = useGetOne<{ id: string; default_timezone?: string }>(
    "business-details",
    { id: "current" },
    { enabled: canAccess === true, staleTime: 5 * 60_000, retry: false },
  );
  const zone = data?.default_timezone;
  useEffect(() => {
    if (zone) setZone(zone);
  }, [zone, setZone]);
};
