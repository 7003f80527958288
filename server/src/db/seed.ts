import { sql } from "drizzle-orm";
import type { Db } from "./client.js";
import {
  clients,
  merchants,
  staffPermissions,
  teamMembers,
  users,
} from "./schema/index.js";
import { hashPassword } from "../lib/passwords.js";

export const DEMO = {
  owner: {
    email: "demo@example.com",
    password: "DemoPass#2026",
    name: "Dana Demo",
  },
  staff: {
    email: "reception@example.com",
    password: "StaffPass#2026",
    permissions: [2, 3, 6, 8, 15],
  },
} as const;

const FIRST = [
  "Ada",
  "Ben",
  "Chloe",
  "Daniel",
  "Elena",
  "Farid",
  "Grace",
  "Hugo",
  "Isla",
  "Jonas",
  "Kira",
  "Liam",
];
const LAST = [
  "Moreau",
  "Schmidt",
  "Rossi",
  "Garcia",
  "Ivanova",
  "Haddad",
  "Smith",
  "Novak",
  "Berg",
  "Costa",
];

/** A demo business on an empty database; returns false when any merchant already exists. */
export async function seedDemo(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table merchants in exclusive mode`);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(merchants);
    if (n > 0) return false;
    const [merchant] = await tx
      .insert(merchants)
      .values({
        business_name: "Serenity Spa & Wellness",
        country_code: "DE",
        currency_code: "EUR",
        default_timezone: "Europe/Berlin",
        email: DEMO.owner.email,
        phone: "+493012345678",
      })
      .returning();
    const merchant_id = merchant.id;
    await tx.insert(users).values({
      merchant_id,
      email: DEMO.owner.email,
      password_hash: await hashPassword(DEMO.owner.password),
      role: 2,
      name: DEMO.owner.name,
    });
    const members = await tx
      .insert(teamMembers)
      .values([
        {
          merchant_id,
          first_name: "Rosa",
          last_name: "Klein",
          email: DEMO.staff.email,
          job_title: "Receptionist",
          calendar_colour: "#E91E63",
          sort_order: 1,
        },
        {
          merchant_id,
          first_name: "Marco",
          last_name: "Bianchi",
          email: "marco@example.com",
          job_title: "Massage therapist",
          calendar_colour: "#3F51B5",
          sort_order: 2,
        },
        {
          merchant_id,
          first_name: "Lena",
          last_name: "Vogel",
          email: "lena@example.com",
          job_title: "Beautician",
          calendar_colour: "#009688",
          sort_order: 3,
        },
      ])
      .returning();
    const [staff] = await tx
      .insert(users)
      .values({
        merchant_id,
        team_member_id: members[0].id,
        email: DEMO.staff.email,
        password_hash: await hashPassword(DEMO.staff.password),
        role: 3,
        name: "Rosa Klein",
      })
      .returning();
    await tx.insert(staffPermissions).values(
      DEMO.staff.permissions.map((service_id) => ({
        merchant_id,
        user_id: staff.id,
        service_id,
        permission_status: 1,
      })),
    );
    const rows = Array.from({ length: 40 }, (_, i) => {
      const first = FIRST[i % FIRST.length];
      const last = LAST[(i * 7) % LAST.length];
      return {
        merchant_id,
        first_name: first,
        last_name: last,
        email: `${first}.${last}.${i}@example.com`.toLowerCase(),
        mobile: `+4915${String(10_000_000 + i * 7919).slice(0, 8)}`,
        gender: (["female", "male", "non_binary", "unspecified"] as const)[
          i % 4
        ],
        marketing_email_opt_in: i % 5 < 2,
      };
    });
    await tx.insert(clients).values(rows);
    return true;
  });
}
