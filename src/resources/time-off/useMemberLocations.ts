import { useGetManyAggregate } from "react-admin";
import type { LocatedRecord } from "../../components/dates";
import type { TeamMember } from "../../types";

/**
 * The locations of a time off's member, whose clock its times are on
 * (issue 12): the member's one location's zone, the business's when the
 * member works at several.
 */
export const useMemberLocations = (memberId: unknown): LocatedRecord => {
  const id = typeof memberId === "number" ? memberId : undefined;
  const { data } = useGetManyAggregate<TeamMember>(
    "team-members",
    { ids: id === undefined ? [] : [id] },
    { enabled: id !== undefined, retry: false },
  );
  return { location_ids: data?.[0]?.location_ids };
};
