import { useGetAll } from "../../components/lists/useGetAll";
import { LOCATION_OPTIONS } from "../../components/dates";

/** A location's name from the options list any signed-in user may read (one cached query). */
export const LocationName = ({ id }: { id: number | null | undefined }) => {
  const { data } = useGetAll<{ id: number; name: string }>(
    "locations",
    LOCATION_OPTIONS,
    { staleTime: 5 * 60_000, retry: false },
  );
  return <>{data?.find((l) => l.id === id)?.name ?? ""}</>;
};
