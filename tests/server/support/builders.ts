import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  merchants,
  staffPermissions,
  teamMembers,
  users,
  clients,
} from "../../../server/src/db/schema";
import { hashPassword } from "../../../server/src/lib/passwords";
import { prepareFixtures } from "./resourceSamples";

export const PASSWORD = "Test-pass#2026";
let passwordHash: Promise<string> | undefined;
const hashed = () => (passwordHash ??= hashPassword(PASSWORD));
const unique = () => randomBytes(4).toString("hex");

export interface TestUser {
  id: number;
  email: string;
  role: 2 | 3;
  merchantId: number;
  token: string;
  teamMemberId?: number;
}

export function tokenFor(
  app: FastifyInstance,
  u: Omit<TestUser, "token">,
  tv = 0,
) {
  return app.signToken({
    sub: String(u.id),
    name: "Test",
    email: u.email,
    role: u.role,
    merchant_id: u.merchantId,
    tv,
  });
}

/** A merchant with its role-2 owner (password PASSWORD) and a signed token. */
export async function createMerchant(
  app: FastifyInstance,
  over: { currency_code?: string; email?: string } = {},
) {
  const [merchant] = await app.db
    .insert(merchants)
    .values({
      business_name: `Salon ${unique()}`,
      country_code: "GB",
      currency_code: over.currency_code ?? "GBP",
      default_timezone: "Europe/London",
    })
    .returning();
  const email = over.email ?? `owner-${unique()}@example.com`;
  const [owner] = await app.db
    .insert(users)
    .values({
      merchant_id: merchant.id,
      email,
      password_hash: await hashed(),
      role: 2,
      name: "Owner",
    })
    .returning();
  const base = {
    id: owner.id,
    email,
    role: 2 as const,
    merchantId: merchant.id,
  };
  // The rows this merchant's resource samples refer to (a location, a category, …).
  const fixtures = await prepareFixtures(app, merchant.id);
  return { merchant, fixtures, owner: { ...base, token: tokenFor(app, base) } };
}

/** A role-3 staff user linked to a new team member, granted the given service ids. */
export async function createStaff(
  app: FastifyInstance,
  merchantId: number,
  serviceIds: number[],
  status = 1,
): Promise<TestUser> {
  const email = `staff-${unique()}@example.com`;
  const [member] = await app.db
    .insert(teamMembers)
    .values({ merchant_id: merchantId, first_name: "Staff", email })
    .returning();
  const [user] = await app.db
    .insert(users)
    .values({
      merchant_id: merchantId,
      team_member_id: member.id,
      email,
      password_hash: await hashed(),
      role: 3,
      name: "Staff",
    })
    .returning();
  if (serviceIds.length)
    await app.db.insert(staffPermissions).values(
      serviceIds.map((service_id) => ({
        merchant_id: merchantId,
        user_id: user.id,
        service_id,
        permission_status: status,
      })),
    );
  const base = {
    id: user.id,
    email,
    role: 3 as const,
    merchantId,
    teamMemberId: member.id,
  };
  return { ...base, token: tokenFor(app, base) };
}

export async function createClient(
  app: FastifyInstance,
  merchantId: number,
  over: Partial<typeof clients.$inferInsert> = {},
) {
  const [row] = await app.db
    .insert(clients)
    .values({
      merchant_id: merchantId,
      first_name: "Client",
      last_name: unique(),
      ...over,
    })
    .returning();
  return row;
}

export const userRow = async (app: FastifyInstance, id: number) =>
  (await app.db.select().from(users).where(eq(users.id, id)))[0];
