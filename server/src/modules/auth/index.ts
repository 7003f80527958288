import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { merchants, passwordResets, users } from "../../db/schema/index.js";
import { queueResetLink } from "./resetMail.js";
import { PUBLIC } from "../../lib/access.js";
import { HttpError, invalid, tooManyRequests } from "../../lib/httpErrors.js";
import {
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from "../../lib/passwords.js";
import { RateLimiter } from "../../lib/rateLimit.js";
import { pgConstraint } from "../../lib/pgErrors.js";
import { SMALL_TEXT_FORM } from "../../plugins/multipart.js";
import {
  forgotBody,
  loginAnswer,
  loginBody,
  messageAnswer,
  resetBody,
  signUpBody,
} from "./schemas.js";
import {
  endResetLinks,
  hashToken,
  loginResponse,
  newResetToken,
} from "./tokens.js";
import { createMerchantDefaults } from "../settings/merchantDefaults.js";
import { addOwnerAsTeamMember } from "./ownerTeamMember.js";
import fastifyCookie from "@fastify/cookie";
import { deviceOf, trustDevice, trustedDevices } from "./trustedDevices.js";

const FORGOT_ANSWER =
  "If an account exists for this e-mail, we have sent a link to reset the password.";
const BAD_LOGIN = "Incorrect e-mail or password.";

/** Public account endpoints (SPEC §7): login, merchant sign-up, forgot and reset password. */
export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cfg = app.config;
  const windowMs = cfg.RATE_WINDOW_SECONDS * 1000;
  const byIp = new RateLimiter(cfg.LOGIN_MAX_PER_IP, windowMs);
  const byAccount = new RateLimiter(cfg.LOGIN_MAX_PER_ACCOUNT, windowMs);
  // A trusted browser's own failures, instead of its address's and account's.
  const byDevice = new RateLimiter(cfg.LOGIN_MAX_PER_ACCOUNT, windowMs);
  await app.register(fastifyCookie);
  const guard = (...keys: string[]) => {
    const wait = Math.max(
      byIp.blockedFor(keys[0]),
      ...keys.slice(1).map((k) => byAccount.blockedFor(k)),
    );
    if (wait > 0) throw tooManyRequests(wait);
  };
  const tags = ["auth"];
  const ipKey = (req: FastifyRequest) => `ip:${req.ip}`;

  // A blocked address stops here, before its body is even read, unless the
  // browser is trusted for an account (the sign-in decides for which).
  app.addHook("onRequest", async (req) => {
    const wait = byIp.blockedFor(ipKey(req));
    if (wait > 0 && !trustedDevices(app, req).size) throw tooManyRequests(wait);
  });
  // A refused body (schema, size, media type) counts like a failed attempt;
  // the handlers count their own refusals (a wrong password, a used link).
  app.addHook("onError", async (req, _reply, err) => {
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (
      status < 500 &&
      status !== 429 &&
      (!(err instanceof HttpError) || status === 415)
    )
      byIp.hit(ipKey(req));
  });

  r.post("/login", {
    config: { access: PUBLIC },
    schema: {
      operationId: "logIn",
      summary: "Sign in",
      description:
        "Checks an e-mail and password and answers a signed JWT (`data`) with the business's currency and logo, and marks the browser as trusted for the account (an HttpOnly cookie sent only to this route). Wrong credentials answer 401; repeated failures per address and per account answer 429; a browser trusted for the account has its own limit instead of those two.",
      tags,
      body: loginBody,
      response: { 200: loginAnswer },
    },
    handler: async (req, reply) => {
      const { email, password } = req.body;
      const account = `login:${email}`;
      const devices = trustedDevices(app, req);
      if (!devices.size) guard(`ip:${req.ip}`, account);
      const [user] = await app.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));
      // A browser that signed in to this account before answers to its own
      // limit, not to its address's (shared by a salon's devices) nor the
      // account's (which someone guessing elsewhere may have used up).
      const device = user ? deviceOf(devices, user) : undefined;
      const deviceKey = device && `device:${device.jti}`;
      if (deviceKey) {
        const wait = byDevice.blockedFor(deviceKey);
        if (wait > 0) throw tooManyRequests(wait);
      } else if (devices.size) guard(`ip:${req.ip}`, account);
      const ok = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstDummy(password);
      if (!ok || !user || user.disabled_at) {
        if (deviceKey) byDevice.hit(deviceKey);
        else {
          byIp.hit(`ip:${req.ip}`);
          byAccount.hit(account);
        }
        throw new HttpError(401, BAD_LOGIN);
      }
      if (!deviceKey) byAccount.reset(account);
      trustDevice(app, req, reply, devices, user);
      await app.db
        .update(users)
        .set({ last_login_at: sql`now()` })
        .where(eq(users.id, user.id));
      return loginResponse(app, app.db, user);
    },
  });

  r.post("/merchantSignUp", {
    config: { access: PUBLIC },
    schema: {
      operationId: "signUpMerchant",
      summary: "Create a business and its owner account",
      description:
        "Creates a business with its default settings and its owner login (role 2), then answers as a sign-in does, with status 201.",
      tags,
      body: signUpBody,
      response: { 201: loginAnswer },
    },
    handler: async (req, reply) => {
      guard(`ip:${req.ip}`);
      byIp.hit(`ip:${req.ip}`); // sign-ups count against the address like failed logins
      const b = req.body;
      const passwordHash = await hashPassword(b.password);
      const user = await app.db
        .transaction(async (tx) => {
          const [merchant] = await tx
            .insert(merchants)
            .values({
              business_name: b.business_name,
              currency_code: b.currency_code,
              country_code: b.country_code,
              default_timezone: b.timezone,
              default_language: b.language ?? "en",
              email: b.email,
            })
            .returning();
          const { locationId } = await createMerchantDefaults(tx, merchant.id);
          await addOwnerAsTeamMember(tx, merchant.id, locationId, b);
          const [owner] = await tx
            .insert(users)
            .values({
              merchant_id: merchant.id,
              email: b.email,
              password_hash: passwordHash,
              role: 2,
              name: b.name,
            })
            .returning();
          return owner;
        })
        .catch((err) => {
          if (pgConstraint(err) === "users_email_key")
            throw invalid({
              email: "An account with this e-mail already exists.",
            });
          throw err;
        });
      reply.code(201);
      return loginResponse(app, app.db, user);
    },
  });

  r.post("/forgotPassword", {
    config: {
      access: PUBLIC,
      multipart: true,
      multipartOptions: SMALL_TEXT_FORM,
    },
    schema: {
      operationId: "requestPasswordReset",
      summary: "Send a password reset link",
      description:
        "Queues an e-mail with a reset link, valid for 30 minutes, when an active account has this e-mail (the outbox sends it, retrying while the mail server is unreachable, and gives it up when the link expires). The answer is the same whether or not it has.",
      tags,
      body: forgotBody,
      response: { 200: messageAnswer },
    },
    handler: async (req) => {
      const { email } = req.body;
      guard(`ip:${req.ip}`, `forgot:${email}`);
      byIp.hit(`ip:${req.ip}`);
      byAccount.hit(`forgot:${email}`);
      const [user] = await app.db
        .select({
          id: users.id,
          merchant_id: users.merchant_id,
          email: users.email,
          name: users.name,
          disabled_at: users.disabled_at,
          language: merchants.default_language,
        })
        .from(users)
        .innerJoin(merchants, eq(merchants.id, users.merchant_id))
        .where(eq(sql`lower(${users.email})`, email));
      if (user && !user.disabled_at) {
        const { token, hash } = newResetToken();
        const link = `${cfg.appUrl}/account/reset-password?token=${token}`;
        // The link and its mail in one statement; the outbox worker sends it.
        await queueResetLink(app.db, user, hash, link);
        app.outbox.wake();
      }
      return { status: 1 as const, message: FORGOT_ANSWER };
    },
  });

  r.post("/resetPassword", {
    config: {
      access: PUBLIC,
      multipart: true,
      multipartOptions: SMALL_TEXT_FORM,
    },
    schema: {
      operationId: "resetPassword",
      summary: "Set a new password with a reset link",
      description:
        "Sets a new password from the token of a reset link, ends the user's sessions and voids their other reset links. An invalid or expired token answers 422.",
      tags,
      body: resetBody,
      response: { 200: messageAnswer },
    },
    handler: async (req) => {
      guard(`ip:${req.ip}`);
      const { password, token } = req.body;
      const passwordHash = await hashPassword(password);
      const done = await app.db.transaction(async (tx) => {
        const [reset] = await tx
          .update(passwordResets)
          .set({ used_at: sql`now()` })
          .where(
            and(
              eq(passwordResets.token_hash, hashToken(token)),
              isNull(passwordResets.used_at),
              gt(passwordResets.expires_at, sql`now()`),
            ),
          )
          .returning();
        if (!reset) return false;
        // A new password ends every session and every other pending reset link.
        await tx
          .update(users)
          .set({
            password_hash: passwordHash,
            token_version: sql`${users.token_version} + 1`,
            updated_at: sql`now()`,
          })
          .where(eq(users.id, reset.user_id));
        await endResetLinks(tx, reset.user_id);
        return true;
      });
      if (!done) {
        byIp.hit(`ip:${req.ip}`);
        throw invalid({
          token:
            "This reset link is invalid or has expired. Ask for a new one.",
        });
      }
      return {
        status: 1 as const,
        message: "Your password has been reset. Please sign in.",
      };
    },
  });
}
