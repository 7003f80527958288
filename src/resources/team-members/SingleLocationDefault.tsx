import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useGetList } from "react-admin";

/**
 * A business with one location: a new member works there, so the required
 * location is chosen already (it can still be changed).
 */
export const SingleLocationDefault = () => {
  const { setValue } = useFormContext();
  const chosen = useWatch({ name: "location_ids" }) as number[] | undefined;
  const id = useWatch({ name: "id" });
  const { data, total } = useGetList("locations", {
    pagination: { page: 1, perPage: 2 },
    meta: { options: true },
  });
  useEffect(() => {
    if (id === undefined && total === 1 && data?.[0] && !chosen?.length) {
      setValue("location_ids", [data[0].id], { shouldDirty: true });
    }
  }, [id, total, data, chosen, setValue]);
  return null;
};
