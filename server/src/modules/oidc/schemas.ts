import { z } from "zod";

export const publicConfigAnswer = z.object({
  status: z.literal(1),
  /** Null when sign-in through an identity provider is off (the default). */
  oidc: z
    .object({
      /** The provider's name on the "Sign in with …" button. */
      name: z.string(),
      /** The provider's own pages to create an account and to reset a password, when configured. */
      register_url: z.string().nullable(),
      reset_url: z.string().nullable(),
    })
    .nullable(),
});

export const startAnswer = z.object({
  status: z.literal(1),
  /** What oidc-client-ts needs (its `authority`, `client_id`, `scope` and `metadata`), so the browser reads no discovery document. */
  authority: z.string(),
  client_id: z.string(),
  scope: z.string(),
  metadata: z.object({
    issuer: z.string(),
    authorization_endpoint: z.string(),
    /** The provider's, or null: then the browser exchanges the code through POST auth/oidc/token. */
    token_endpoint: z.string().nullable(),
    end_session_endpoint: z.string().nullable(),
  }),
  /** A single-use nonce for the authorization request, valid for `nonce_expires_in` seconds. */
  nonce: z.string(),
  nonce_expires_in: z.number(),
});

export const oidcLoginBody = z.object({
  id_token: z.string().min(1).max(16_384),
});

export const relayBody = z.record(z.string(), z.string().max(4096));

/** The provider's token answer (or its OAuth error), passed on as it came. */
export const relayAnswer = z.record(z.string(), z.unknown());
