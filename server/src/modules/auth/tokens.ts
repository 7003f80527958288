import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { users } from "../../db/schema/index.js";
import { merchants, passwordResets } from "../../db/schema/index.js";
import type { Queryable } from "../../db/client.js";

type UserRow = typeof users.$inferSelect;

/**
 * The login answer of SPEC §7: status, token, currency and logo, plus the
 * business name the top bar shows, its country (in which phone numbers are
 * typed nationally) and the login's team member (if any).
 */
export async function loginResponse(
  app: FastifyInstance,
  db: Queryable,
  user: UserRow,
) {
  const [merchant] = await db
    .select({
      business_name: merchants.business_name,
      currency_code: merchants.currency_code,
      country_code: merchants.country_code,
      logo_path: merchants.logo_path,
    })
    .from(merchants)
    .where(eq(merchants.id, user.merchant_id));
  const token = app.signToken({
    sub: String(user.id),
    name: user.name,
    email: user.email,
    role: user.role,
    merchant_id: user.merchant_id,
    tv: user.token_version,
  });
  return {
    status: 1 as const,
    data: token,
    userInfo: {
      currency_code: merchant?.currency_code ?? "",
      country_code: merchant?.country_code ?? "",
      business_name: merchant?.business_name ?? "",
      team_member_id: user.team_member_id ?? null,
    },
    logo_path: merchant?.logo_path ?? "",
  };
}

/** A reset token of 256 bits; only its SHA-256 is stored. */
export function newResetToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) =>
  createHash("sha256").update(token).digest("hex");

/**
 * Voids every outstanding reset link of the user: called on any change of
 * their password or login e-mail (and when their login is disabled), so a
 * link mailed earlier cannot set a password afterwards.
 */
export const endResetLinks = (db: Queryable, userId: number) =>
  db
    .update(passwordResets)
    .set({ used_at: sql`now()` })
    .where(
      and(eq(passwordResets.user_id, userId), isNull(passwordResets.used_at)),
    );
