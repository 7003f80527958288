import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { users } from "../../db/schema/index.js";
import { forbidden } from "../../lib/httpErrors.js";
import type { HookContext } from "../../lib/crudRoutes.js";
import { tenantWhere } from "../../lib/tenantScope.js";
import { endResetLinks } from "../auth/tokens.js";
import { loginOf } from "./staffLogin.js";

type Row = Record<string, unknown>;

/**
 * A member's delete either removes the login with the member (dropStaffLogin) or,
 * when the member is still referenced, archives the member: then the login is
 * disabled and its tokens end here, in the same transaction, so an archived
 * member can neither sign in nor keep a session.
 */
export async function disableLoginOnDelete({
  tx,
  existing,
}: {
  tx: Tx;
  existing: Row;
}) {
  const ended = await tx
    .update(users)
    .set({
      disabled_at: sql`coalesce(${users.disabled_at}, now())`,
      token_version: sql`${users.token_version} + 1`,
      updated_at: sql`now()`,
    })
    .where(eq(users.team_member_id, existing.id as number))
    .returning({ id: users.id });
  for (const { id } of ended) await endResetLinks(tx, id);
}

/** Deleting a member with a login deletes that account: only the owner may. */
export async function guardLoginDelete({
  req,
  tx,
  existing,
}: {
  req: HookContext["req"];
  tx: Tx;
  existing: Row;
}) {
  if (req.auth?.role === 2) return;
  if (await loginOf(tx, existing.id as number))
    throw forbidden(
      "Only the business owner can delete a team member who has a staff login.",
    );
}

/**
 * A deleted member takes its staff login along (its permissions follow by
 * cascade). users is a directory table, so no foreign key can do this.
 */
export async function dropStaffLogin({
  req,
  tx,
  existing,
}: {
  req: HookContext["req"];
  tx: Tx;
  existing: Row;
}) {
  await tx
    .delete(users)
    .where(
      and(
        eq(users.team_member_id, existing.id as number),
        tenantWhere(users, req),
      ),
    );
}
