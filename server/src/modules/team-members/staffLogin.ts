import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client.js";
import { staffPermissions, users } from "../../db/schema/index.js";
import { forbidden, invalid, tooManyRequests } from "../../lib/httpErrors.js";
import { limiterOf } from "../../lib/rateLimit.js";
import { hashPassword } from "../../lib/passwords.js";
import { passwordSchema } from "../../lib/passwordRules.js";
import type { HookContext } from "../../lib/crudRoutes.js";
import { endResetLinks } from "../auth/tokens.js";

type Row = Record<string, unknown>;
const LOGIN_FIELDS = [
  "login_enabled",
  "password",
  "permissions",
  "own_calendar_only",
] as const;

export const loginOf = (tx: Queryable, teamMemberId: number) =>
  tx
    .select()
    .from(users)
    .where(eq(users.team_member_id, teamMemberId))
    .then((r) => r[0]);

const fullName = (row: Row) =>
  [row.first_name, row.last_name].filter(Boolean).join(" ");

/** Only the owner manages logins and permissions; a staff login needs an e-mail and, at first, a password. */
export async function validateStaffLogin({
  req,
  tx,
  body,
  existing,
}: HookContext) {
  const touchesLogin = LOGIN_FIELDS.some(
    (f) => body[f] !== undefined && body[f] !== null && body[f] !== "",
  );
  if (touchesLogin && req.auth?.role !== 2)
    throw forbidden(
      "Only the business owner can change staff logins and permissions.",
    );
  const user = existing ? await loginOf(tx, existing.id as number) : undefined;
  // The member's e-mail is the login e-mail: changing it would let staff take over the login.
  if (
    user &&
    req.auth?.role !== 2 &&
    body.email !== undefined &&
    String(body.email ?? "").toLowerCase() !== user.email.toLowerCase()
  )
    throw forbidden(
      "Only the business owner can change the e-mail of a staff login.",
    );
  // An archived member has no working login (disableLoginOnDelete); restore first.
  if (
    body.login_enabled === true &&
    existing?.archived_at &&
    body.archived_at !== null
  )
    throw invalid({
      login_enabled:
        "Restore this team member before turning their login on again.",
    });
  const email = (body.email !== undefined ? body.email : existing?.email) as
    string | null | undefined;
  const enabling = body.login_enabled === true;
  if ((enabling || (user && body.email !== undefined)) && !email)
    throw invalid({ email: "A staff login needs an e-mail address." });
  if (typeof body.password === "string" && body.password !== "") {
    const check = passwordSchema.safeParse(body.password);
    if (!check.success)
      throw invalid({ password: check.error.issues[0].message });
  } else if (enabling && !user) {
    throw invalid({ password: "Choose a password for the new staff login." });
  }
  if (email && (enabling || user)) {
    // E-mails are unique across every business, so this answer tells whether
    // an address has an account anywhere: each check counts, per user.
    if (!user || email.toLowerCase() !== user.email.toLowerCase()) {
      const checks = limiterOf(
        req.server.config,
        "loginEmailCheck",
        req.server.config.LOGIN_MAX_PER_IP,
      );
      const key = `user:${req.auth?.id}`;
      const wait = checks.blockedFor(key);
      if (wait > 0) throw tooManyRequests(wait);
      checks.hit(key);
    }
    const clash = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(sql`lower(${users.email})`, email.toLowerCase()),
          user ? ne(users.id, user.id) : undefined,
        ),
      );
    if (clash.length)
      throw invalid({
        email: "This e-mail is already used by another account.",
      });
  }
}

/** Creates, updates or disables the member's role-3 login and replaces its permissions. */
export async function syncStaffLogin({
  req,
  tx,
  body,
  row,
}: HookContext & { row: Row }) {
  const memberId = row.id as number;
  let user = await loginOf(tx, memberId);
  const password =
    typeof body.password === "string" && body.password
      ? await hashPassword(body.password)
      : undefined;
  if (body.login_enabled === true && !user) {
    [user] = await tx
      .insert(users)
      .values({
        merchant_id: row.merchant_id as number,
        team_member_id: memberId,
        email: row.email as string,
        password_hash: password!,
        role: 3,
        name: fullName(row),
        own_calendar_only: body.own_calendar_only === true,
      })
      .returning();
  } else if (user) {
    const disable = body.login_enabled === false && !user.disabled_at;
    const enable = body.login_enabled === true && user.disabled_at;
    const email = (row.email as string | null) ?? user.email;
    // A reset link mailed before a new password, e-mail or a disabled login must not work after it.
    if (password || disable || email.toLowerCase() !== user.email.toLowerCase())
      await endResetLinks(tx, user.id);
    await tx
      .update(users)
      .set({
        email,
        name: fullName(row),
        ...(password ? { password_hash: password } : {}),
        ...(disable ? { disabled_at: sql`now()` } : {}),
        ...(enable ? { disabled_at: null } : {}),
        ...(typeof body.own_calendar_only === "boolean"
          ? { own_calendar_only: body.own_calendar_only }
          : {}),
        // A new password or a disabled login ends the member's sessions.
        ...(password || disable
          ? { token_version: sql`${users.token_version} + 1` }
          : {}),
        updated_at: sql`now()`,
      })
      .where(eq(users.id, user.id));
  }
  if (user && Array.isArray(body.permissions))
    await replacePermissions(
      tx,
      req.auth!.merchantId,
      user.id,
      body.permissions as number[],
    );
}

async function replacePermissions(
  tx: Tx,
  merchantId: number,
  userId: number,
  serviceIds: number[],
) {
  await tx.delete(staffPermissions).where(eq(staffPermissions.user_id, userId));
  const unique = [...new Set(serviceIds)];
  if (unique.length)
    await tx.insert(staffPermissions).values(
      unique.map((service_id) => ({
        merchant_id: merchantId,
        user_id: userId,
        service_id,
        permission_status: 1,
      })),
    );
}

/** Adds has_login, login_enabled, permissions and own_calendar_only to team member rows. */
export async function withLoginFields(
  db: Queryable,
  rows: Row[],
): Promise<Row[]> {
  const ids = rows.map((r) => r.id as number);
  if (!ids.length) return rows;
  const logins = await db
    .select({
      id: users.id,
      team_member_id: users.team_member_id,
      disabled_at: users.disabled_at,
      own_calendar_only: users.own_calendar_only,
    })
    .from(users)
    .where(inArray(users.team_member_id, ids));
  const perms = logins.length
    ? await db
        .select({
          user_id: staffPermissions.user_id,
          service_id: staffPermissions.service_id,
        })
        .from(staffPermissions)
        .where(
          and(
            inArray(
              staffPermissions.user_id,
              logins.map((l) => l.id),
            ),
            eq(staffPermissions.permission_status, 1),
          ),
        )
        .orderBy(staffPermissions.service_id)
    : [];
  return rows.map((r) => {
    const login = logins.find((l) => l.team_member_id === r.id);
    return {
      ...r,
      has_login: Boolean(login),
      login_enabled: Boolean(login && !login.disabled_at),
      permissions: login
        ? perms.filter((p) => p.user_id === login.id).map((p) => p.service_id)
        : [],
      own_calendar_only: login?.own_calendar_only ?? false,
    };
  });
}
