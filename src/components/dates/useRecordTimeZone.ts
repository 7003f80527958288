import { useMemo } from "react";
import { useGetAll } from "../lists/useGetAll";
import { useBusinessTimeZone } from "./useBusinessTimeZone";

/** The short list of every location by name, as the calendar reads it (one cached query). */
export const LOCATION_OPTIONS = {
  sort: { field: "name", order: "ASC" as const },
  meta: { options: true },
};

export interface RecordTimeZone {
  /** IANA zone the record's times are shown and typed in. */
  timeZone: string;
  /** It is not the business's zone: say so next to the time. */
  differs: boolean;
}

/** What a record's zone is read from: its location field(s). */
export interface LocatedRecord {
  location_id?: unknown;
  location_ids?: unknown;
}

/** The one location a record's times belong to (`location_id`, or `location_ids` with exactly one), if any. */
export const recordLocationId = (
  record: LocatedRecord | null | undefined,
): number | string | undefined => {
  if (!record) return undefined;
  const { location_id: one, location_ids: many } = record;
  if (typeof one === "number" || (typeof one === "string" && one !== ""))
    return one;
  if (Array.isArray(many) && many.length === 1) return many[0] as number;
  return undefined;
};

/**
 * Each location's time zone by id, from the locations' option list (any
 * signed-in user may read it); read only when `enabled`.
 */
export const useLocationTimeZones = (enabled = true): Map<string, string> => {
  const { data } = useGetAll<{ id: number; timezone?: string }>(
    "locations",
    LOCATION_OPTIONS,
    { enabled, staleTime: 5 * 60_000, retry: false },
  );
  return useMemo(
    () =>
      new Map(
        (data ?? [])
          .filter((l) => l.timezone)
          .map((l) => [String(l.id), l.timezone!]),
      ),
    [data],
  );
};

/**
 * The zone a record's times of day are shown and typed in (issue 12): its
 * location's when the record belongs to exactly one location, the
 * business's otherwise (or until the locations are known).
 */
export const useRecordTimeZone = (
  record: LocatedRecord | null | undefined,
): RecordTimeZone => {
  const business = useBusinessTimeZone();
  const id = recordLocationId(record);
  const zones = useLocationTimeZones(id !== undefined);
  const own = id === undefined ? undefined : zones.get(String(id));
  const timeZone = own ?? business;
  return { timeZone, differs: timeZone !== business };
};
