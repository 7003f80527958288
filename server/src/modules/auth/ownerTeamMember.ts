import { teamMemberLocations, teamMembers } from "../../db/schema/index.js";
import type { Queryable } from "../../db/client.js";

/** "Lena Maria Lotus" → first "Lena Maria", last "Lotus"; one word is a first name. */
export const splitName = (name: string) => {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return { first_name: words[0] ?? "", last_name: null };
  return {
    first_name: words.slice(0, -1).join(" "),
    last_name: words[words.length - 1],
  };
};

/**
 * The owner is the business's first team member, working at its first
 * location, so a new business can create a service at once. An ordinary
 * team member (edited or archived like any other), not linked to the
 * owner's login. Call it inside the sign-up transaction.
 */
export async function addOwnerAsTeamMember(
  tx: Queryable,
  merchantId: number,
  locationId: number,
  owner: { name: string; email: string },
) {
  const [member] = await tx
    .insert(teamMembers)
    .values({
      merchant_id: merchantId,
      ...splitName(owner.name),
      email: owner.email,
    })
    .returning({ id: teamMembers.id });
  await tx.insert(teamMemberLocations).values({
    merchant_id: merchantId,
    team_member_id: member.id,
    location_id: locationId,
  });
  return member.id;
}
