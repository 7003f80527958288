import { staffPermissions, users } from "../schema/index.js";
import { hashPassword } from "../../lib/passwords.js";
import { indexBy, insertAll, stamped, type SeedContext } from "./context.js";
import type { MemberKey, Team } from "./team.js";

/** Every service id of DOMAIN §2 a staff user can hold: all but 0 (always visible) and -1 (owner only); 1 and 18 are unassigned. */
export const ALL_STAFF_SERVICE_IDS = [
  2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19,
] as const;

/** Demo logins (README.md); the browser tests sign in with them. */
export const DEMO = {
  owner: {
    email: "demo@example.com",
    password: "DemoPass#2026",
    name: "Dana Demo",
  },
  /** Reception: calendar, clients, promote, sales, services. */
  staff: {
    email: "reception@example.com",
    password: "StaffPass#2026",
    permissions: [2, 3, 6, 8, 15],
  },
  /** Manager: every area except the owner-only settings (-1). */
  manager: {
    email: "manager@example.com",
    password: "StaffPass#2026",
    permissions: [...ALL_STAFF_SERVICE_IDS],
  },
  /** Therapist: the calendar only. */
  therapist: {
    email: "therapist@example.com",
    password: "StaffPass#2026",
    permissions: [2],
  },
  /** The owner of the second, nearly empty merchant (tenant isolation). */
  other: {
    email: "other@example.com",
    password: "OtherPass#2026",
    name: "Oskar Nilsson",
  },
} as const;

/** argon2id hashes of the demo passwords, each distinct password hashed once (in parallel). */
export async function hashDemoPasswords(): Promise<Map<string, string>> {
  const distinct = [
    ...new Set([
      DEMO.owner.password,
      DEMO.staff.password,
      DEMO.manager.password,
      DEMO.therapist.password,
      DEMO.other.password,
    ]),
  ];
  const hashes = await Promise.all(distinct.map((p) => hashPassword(p)));
  return new Map(distinct.map((p, i) => [p, hashes[i]]));
}

const STAFF_LOGINS: readonly {
  member: MemberKey;
  login: { email: string; password: string; permissions: readonly number[] };
}[] = [
  { member: "rosa", login: DEMO.staff },
  { member: "sofia", login: DEMO.manager },
  { member: "marco", login: DEMO.therapist },
];

/** The owner login and three staff logins, each linked to its team member, with their permissions. */
export async function seedAccounts(
  ctx: SeedContext,
  team: Team,
  hashes: Map<string, string>,
): Promise<void> {
  const { tx, merchantId: merchant_id } = ctx;
  const hash = (p: string) => hashes.get(p)!;
  const rows = await tx
    .insert(users)
    .values(
      stamped(ctx, users, [
        {
          merchant_id,
          email: DEMO.owner.email,
          password_hash: hash(DEMO.owner.password),
          role: 2,
          name: DEMO.owner.name,
        },
        ...STAFF_LOGINS.map(({ member, login }) => ({
          merchant_id,
          team_member_id: team[member].id,
          email: login.email,
          password_hash: hash(login.password),
          role: 3,
          name: team[member].name,
        })),
      ]),
    )
    .returning({ id: users.id, email: users.email });
  const user = indexBy(rows, "email");
  await insertAll(
    ctx,
    staffPermissions,
    STAFF_LOGINS.flatMap(({ login }) =>
      login.permissions.map((service_id) => ({
        merchant_id,
        user_id: user(login.email).id,
        service_id,
        permission_status: 1,
      })),
    ),
  );
}
