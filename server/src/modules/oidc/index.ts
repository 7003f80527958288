import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { users } from "../../db/schema/index.js";
import { PUBLIC } from "../../lib/access.js";
import { HttpError, tooManyRequests } from "../../lib/httpErrors.js";
import { limiterOf } from "../../lib/rateLimit.js";
import { loginAnswer } from "../auth/schemas.js";
import { loginResponse } from "../auth/tokens.js";
import { providerOf } from "./discovery.js";
import { ID_TOKEN_MESSAGES, verifyIdToken } from "./idToken.js";
import { checkNonce, issueNonce, NONCE_SECONDS, spendNonce } from "./nonces.js";
import {
  oidcLoginBody,
  publicConfigAnswer,
  relayAnswer,
  relayBody,
  startAnswer,
} from "./schemas.js";
import { relayCodeExchange } from "./tokenRelay.js";

export const OIDC_SCOPE = "openid email profile";

/** Refusals of an identity-provider sign-in that reached a verified token (SPEC §8 shape). */
export const OIDC_ACCOUNT_MESSAGES = {
  noEmail:
    "The identity provider did not tell us your e-mail address, so we cannot find your account.",
  unverified: (email: string) =>
    `The identity provider has not verified the e-mail address ${email}. Verify it there, then sign in again.`,
  unknown: (email: string) =>
    `No account here uses the e-mail address ${email}. Ask the business owner to add you with this address, then sign in again.`,
  disabled:
    "Your account has been disabled. Ask the business owner to enable it.",
} as const;

/**
 * GET auth/config, always: what the sign-in page offers besides e-mail and
 * password, so one build serves both modes. The routes of sign-in through
 * an OpenID Connect provider (auth/oidc/…) exist only when it is configured
 * (OIDC_ISSUER, OIDC_CLIENT_ID; README).
 */
export default async function oidcRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settings = app.config.oidc;
  const tags = ["auth"];

  r.get("/config", {
    config: { access: PUBLIC },
    schema: {
      operationId: "getSignInOptions",
      summary: "Sign-in options",
      description:
        "Whether sign-in through an identity provider is offered, with its name and its pages for registering and resetting a password.",
      tags,
      response: { 200: publicConfigAnswer },
    },
    handler: async () => ({
      status: 1 as const,
      oidc: settings
        ? {
            name: settings.name,
            register_url: settings.registerUrl,
            reset_url: settings.resetUrl,
          }
        : null,
    }),
  });
  if (!settings) return;

  const provider = providerOf(settings, app.log);
  const nonceKey = app.purposeKey("oidc-nonce");
  const byIp = limiterOf(app.config, "oidc-ip", app.config.LOGIN_MAX_PER_IP);
  const ipKey = (req: FastifyRequest) => `oidc:${req.ip}`;
  const guard = (req: FastifyRequest) => {
    const wait = byIp.blockedFor(ipKey(req));
    if (wait > 0) throw tooManyRequests(wait);
  };
  /** Counts a refused sign-in against the address, then refuses. */
  const refuse = (req: FastifyRequest, err: HttpError) => {
    if (err.statusCode < 500) byIp.hit(ipKey(req));
    return err;
  };

  // oidc-client-ts posts the code exchange as a form (RFC 6749 §4.1.3).
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 16_384 },
    (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  r.get("/oidc/start", {
    config: { access: PUBLIC },
    schema: {
      operationId: "startOidcSignIn",
      summary: "Start a sign-in through the identity provider",
      description:
        "The provider's endpoints (from its discovery document, kept for an hour) and a single-use nonce for the authorization request. 503 when the provider cannot be reached.",
      tags,
      response: { 200: startAnswer },
    },
    handler: async () => {
      const { metadata, browserExchanges } = await provider();
      const { nonce } = issueNonce(nonceKey);
      return {
        status: 1 as const,
        authority: settings.issuer,
        client_id: settings.clientId,
        scope: OIDC_SCOPE,
        metadata: {
          issuer: metadata.issuer,
          authorization_endpoint: metadata.authorization_endpoint,
          token_endpoint: browserExchanges ? metadata.token_endpoint : null,
          end_session_endpoint: metadata.end_session_endpoint ?? null,
        },
        nonce,
        nonce_expires_in: NONCE_SECONDS,
      };
    },
  });

  r.post("/oidc/token", {
    config: { access: PUBLIC },
    schema: {
      operationId: "exchangeOidcCode",
      summary: "Exchange an authorization code through the server",
      description:
        "The provider's token endpoint for a browser that may not call it itself (a client secret, kept on the server, or an endpoint outside the allowed origin): the authorization-code grant of this client only, answered as the provider answers.",
      tags,
      consumes: ["application/x-www-form-urlencoded"],
      body: relayBody,
      response: { 200: relayAnswer, 400: relayAnswer },
    },
    handler: async (req, reply) => {
      guard(req);
      const { metadata, browserExchanges } = await provider();
      if (browserExchanges)
        throw refuse(
          req,
          new HttpError(
            404,
            "The browser exchanges the code with the identity provider itself.",
          ),
        );
      const answer = await relayCodeExchange(
        req.body,
        settings,
        metadata,
      ).catch((err: HttpError) => {
        throw refuse(req, err);
      });
      if (answer.status >= 400) byIp.hit(ipKey(req));
      reply.header("cache-control", "no-store");
      // The provider's own status and words (an OAuth error: error, error_description).
      const json = (
        answer.json && typeof answer.json === "object" ? answer.json : {}
      ) as Record<string, unknown>;
      return answer.status >= 400
        ? reply.code(400).send(json)
        : reply.code(200).send(json);
    },
  });

  r.post("/oidc/login", {
    config: { access: PUBLIC },
    schema: {
      operationId: "logInWithOidc",
      summary: "Sign in with an identity provider's ID token",
      description:
        "Verifies the ID token against the issuer's published keys (signature, issuer, audience, expiry, and a nonce this server issued, used once) and signs in the existing user with the token's verified e-mail, answering as POST auth/login does. No account is ever created: an unknown or unverified e-mail answers 422, a disabled user 403, a refused token 401.",
      tags,
      body: oidcLoginBody,
      response: { 200: loginAnswer },
    },
    handler: async (req) => {
      guard(req);
      try {
        const claims = await verifyIdToken(
          req.body.id_token,
          settings,
          await provider(),
        );
        const expires = checkNonce(nonceKey, claims.nonce);
        if (expires === null) throw new HttpError(401, ID_TOKEN_MESSAGES.nonce);
        if (!(await spendNonce(app.db, claims.nonce as string, expires)))
          throw new HttpError(401, ID_TOKEN_MESSAGES.replayed);
        const email =
          typeof claims.email === "string"
            ? claims.email.trim().toLowerCase()
            : "";
        if (!email) throw new HttpError(422, OIDC_ACCOUNT_MESSAGES.noEmail);
        if (claims.email_verified !== true)
          throw new HttpError(422, OIDC_ACCOUNT_MESSAGES.unverified(email));
        const [user] = await app.db
          .select()
          .from(users)
          .where(eq(sql`lower(${users.email})`, email));
        if (!user)
          throw new HttpError(422, OIDC_ACCOUNT_MESSAGES.unknown(email));
        if (user.disabled_at)
          throw new HttpError(403, OIDC_ACCOUNT_MESSAGES.disabled);
        await app.db
          .update(users)
          .set({ last_login_at: sql`now()` })
          .where(eq(users.id, user.id));
        return loginResponse(app, app.db, user);
      } catch (err) {
        if (err instanceof HttpError) throw refuse(req, err);
        throw err;
      }
    },
  });
}
