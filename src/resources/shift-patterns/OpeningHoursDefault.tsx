import { useEffect } from "react";
import { useGetOne } from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import type { WeekHours } from "../../components/weekHours/weekHoursModel";

/**
 * A new pattern starts from its location's opening hours (Saturday
 * included, as the location has them), not from a fixed Monday–Friday
 * week; once the user has changed the week, it is left alone.
 */
export const OpeningHoursDefault = () => {
  const locationId = useWatch({ name: "location_id" });
  const { getFieldState, setValue } = useFormContext();
  const { data } = useGetOne<{ id: number; opening_hours?: WeekHours }>(
    "locations",
    { id: locationId },
    { enabled: locationId != null },
  );
  const hours = data?.opening_hours;
  useEffect(() => {
    if (!hours || getFieldState("weeks").isDirty) return;
    setValue("weeks", [hours], { shouldDirty: false });
  }, [hours, getFieldState, setValue]);
  return null;
};
