import { z } from "zod";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { staffPermissions, users } from "../../db/schema/index.js";
import type { AccessRule } from "../../lib/access.js";
import {
  invalid,
  tooManyRequests,
  unauthorized,
} from "../../lib/httpErrors.js";
import { limiterOf } from "../../lib/rateLimit.js";
import { hashPassword, verifyPassword } from "../../lib/passwords.js";
import { endResetLinks } from "../auth/tokens.js";
import { SMALL_TEXT_FORM } from "../../plugins/multipart.js";
import {
  PASSWORD_MESSAGES,
  confirmSchema,
  passwordSchema,
  withConfirmation,
} from "../../lib/passwordRules.js";

const changeBody = withConfirmation(
  z.object({
    current_password: z
      .string({ error: PASSWORD_MESSAGES.currentRequired })
      .min(1, PASSWORD_MESSAGES.currentRequired)
      .max(200),
    new_password: passwordSchema,
    confirm_password: confirmSchema,
  }),
  "new_password",
  "confirm_password",
);

const answer = z.object({ status: z.literal(1), message: z.string() });

/** `POST <merchant|staff>/changePassword` (SPEC §5, §7): success ends every existing token. */
export function changePasswordRoute(app: FastifyInstance, access: AccessRule) {
  app.withTypeProvider<ZodTypeProvider>().post("/changePassword", {
    config: { access, multipart: true, multipartOptions: SMALL_TEXT_FORM },
    schema: {
      operationId: "changePassword",
      summary: "Change own password",
      description:
        "Checks the current password and sets the new one; every existing token of the user stops working.",
      tags: ["account"],
      body: changeBody,
      response: { 200: answer },
    },
    handler: async (req) => {
      if (!req.auth) throw unauthorized();
      const { current_password, new_password } = req.body;
      // Guessing the current password of a stolen session is limited per user.
      const guesses = limiterOf(app.config, "currentPassword");
      const key = `user:${req.auth.id}`;
      const wait = guesses.blockedFor(key);
      if (wait > 0) throw tooManyRequests(wait);
      const [user] = await app.db
        .select()
        .from(users)
        .where(eq(users.id, req.auth.id));
      if (
        !user ||
        !(await verifyPassword(user.password_hash, current_password))
      ) {
        guesses.hit(key);
        throw invalid({
          current_password: "The current password is incorrect.",
        });
      }
      guesses.reset(key);
      if (current_password === new_password)
        throw invalid({
          new_password:
            "The new password must be different from the current one.",
        });
      const passwordHash = await hashPassword(new_password);
      await app.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            password_hash: passwordHash,
            token_version: sql`${users.token_version} + 1`,
            updated_at: sql`now()`,
          })
          .where(eq(users.id, user.id));
        await endResetLinks(tx, user.id);
      });
      return { status: 1 as const, message: "Password has been changed." };
    },
  });
}

/**
 * `POST <merchant|staff>/logout`: ends the session on the server by bumping
 * the user's token version, so the token (and any other of this user) is
 * refused from now on; the SPA calls it before clearing the browser.
 */
export function logoutRoute(app: FastifyInstance, access: AccessRule) {
  app.withTypeProvider<ZodTypeProvider>().post("/logout", {
    config: { access },
    schema: {
      operationId: "logOut",
      summary: "Sign out",
      description:
        "Ends the session on the server: this token and every other token of the user stop working.",
      tags: ["account"],
      response: { 200: answer },
    },
    handler: async (req) => {
      if (!req.auth) throw unauthorized();
      await app.db
        .update(users)
        .set({
          token_version: sql`${users.token_version} + 1`,
          updated_at: sql`now()`,
        })
        .where(eq(users.id, req.auth.id));
      return { status: 1 as const, message: "You have been signed out." };
    },
  });
}

const permissionsAnswer = z.object({
  status: z.literal(1),
  data: z.array(
    z.object({ service_id: z.number(), permission_status: z.number() }),
  ),
});

/** `GET staff/permissions`: the signed-in staff user's permission rows. */
export function staffPermissionsRoute(
  app: FastifyInstance,
  access: AccessRule,
) {
  app.withTypeProvider<ZodTypeProvider>().get("/permissions", {
    config: { access },
    schema: {
      operationId: "getPermissions",
      summary: "Get own permissions",
      description:
        "The signed-in staff user's permission rows: one per service id, `permission_status` 1 when granted.",
      tags: ["account"],
      response: { 200: permissionsAnswer },
    },
    handler: async (req) => {
      if (!req.auth) throw unauthorized();
      const data = await app.db
        .select({
          service_id: staffPermissions.service_id,
          permission_status: staffPermissions.permission_status,
        })
        .from(staffPermissions)
        .where(eq(staffPermissions.user_id, req.auth.id))
        .orderBy(staffPermissions.service_id);
      return { status: 1 as const, data };
    },
  });
}
