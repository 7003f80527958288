import { errors, jwtVerify, type JWTPayload } from "jose";
import type { OidcSettings } from "../../config.js";
import { HttpError } from "../../lib/httpErrors.js";
import { unreachable, type Provider } from "./discovery.js";

/**
 * Signatures accepted on an ID token: the provider's asymmetric ones only.
 * `none` and the HMAC family (a key shared with the client) never.
 */
const ASYMMETRIC = [
  "RS256",
  "RS384",
  "RS512",
  "PS256",
  "PS384",
  "PS512",
  "ES256",
  "ES384",
  "ES512",
  "EdDSA",
  "Ed25519",
];

/** Leeway for the clocks of this server and the provider. */
const CLOCK_TOLERANCE_SECONDS = 60;

export const ID_TOKEN_MESSAGES = {
  unsigned:
    "The sign-in could not be verified: the token is not signed by the identity provider.",
  issuer:
    "The sign-in could not be verified: the token comes from another identity provider.",
  audience:
    "The sign-in could not be verified: the token was issued for another application.",
  expired: "The sign-in has expired. Please sign in again.",
  nonce:
    "The sign-in could not be verified: it was not started on this sign-in page. Please sign in again.",
  replayed: "This sign-in has already been used. Please sign in again.",
  invalid: "The sign-in could not be verified. Please sign in again.",
} as const;

const refused = (key: keyof typeof ID_TOKEN_MESSAGES) =>
  new HttpError(401, ID_TOKEN_MESSAGES[key]);

function refusalOf(err: unknown): HttpError {
  if (err instanceof errors.JWTExpired) return refused("expired");
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === "iss") return refused("issuer");
    if (err.claim === "aud") return refused("audience");
    return refused("invalid");
  }
  if (err instanceof errors.JWKSTimeout) return unreachable();
  if (
    err instanceof errors.JWSSignatureVerificationFailed ||
    err instanceof errors.JOSEAlgNotAllowed ||
    err instanceof errors.JOSENotSupported ||
    err instanceof errors.JWKSNoMatchingKey ||
    err instanceof errors.JWKSMultipleMatchingKeys ||
    err instanceof errors.JWSInvalid
  )
    return refused("unsigned");
  if (err instanceof errors.JOSEError) return refused("invalid");
  // The keys could not be fetched (network): not the token's fault.
  return unreachable();
}

/**
 * Verifies an ID token (OpenID Connect Core §3.1.3.7) against the issuer's
 * published keys: signature, issuer, audience (and the authorised party
 * when there are several audiences), expiry, issue time. The nonce is the
 * caller's (nonces.ts). Answers the claims, or throws the refusal.
 */
export async function verifyIdToken(
  token: string,
  settings: OidcSettings,
  provider: Provider,
): Promise<JWTPayload> {
  const offered = provider.metadata.id_token_signing_alg_values_supported;
  const algorithms = offered?.length
    ? ASYMMETRIC.filter((alg) => offered.includes(alg))
    : ASYMMETRIC;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, provider.keys, {
      issuer: settings.issuer,
      audience: settings.clientId,
      algorithms,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ["sub", "exp", "iat"],
    }));
  } catch (err) {
    throw refusalOf(err);
  }
  const audiences = [payload.aud ?? []].flat();
  if (
    (audiences.length > 1 || payload.azp !== undefined) &&
    payload.azp !== settings.clientId
  )
    throw refused("audience");
  return payload;
}
