import { createRemoteJWKSet } from "jose";
import type { OidcSettings } from "../../config.js";
import { HttpError } from "../../lib/httpErrors.js";

/** The parts of the provider's discovery document (OpenID Connect Discovery 1.0) this server uses. */
export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint?: string;
  id_token_signing_alg_values_supported?: string[];
  token_endpoint_auth_methods_supported?: string[];
}

export interface Provider {
  metadata: ProviderMetadata;
  /** The issuer's published keys, fetched and refreshed by jose (a new `kid` is looked up once). */
  keys: ReturnType<typeof createRemoteJWKSet>;
  /**
   * Whether the browser exchanges the code at the token endpoint itself:
   * only for a public client (no secret) whose token endpoint is on the
   * issuer's origin, which the Content-Security-Policy allows (plugins/
   * security.ts). Otherwise the server relays the exchange (tokenRelay.ts).
   */
  browserExchanges: boolean;
}

const FETCH_MS = 5_000;
/** A discovery document is used this long before it is read again (keys rotate through jose). */
const KEEP_MS = 60 * 60 * 1000;

export const unreachable = () =>
  new HttpError(
    503,
    "The identity provider cannot be reached. Sign in with your e-mail and password, or try again later.",
  );

const isHttpsOrLoopback = (value: unknown) => {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === "https:" ||
      (url.protocol === "http:" &&
        /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(url.hostname))
    );
  } catch {
    return false;
  }
};

/** Why a discovery document cannot be used, or null when it can. */
function refusal(doc: Partial<ProviderMetadata>, issuer: string) {
  // Discovery §4.3: the document's issuer is exactly the configured one.
  if (doc.issuer !== issuer)
    return `its issuer is "${String(doc.issuer)}", not OIDC_ISSUER "${issuer}"`;
  for (const key of [
    "authorization_endpoint",
    "token_endpoint",
    "jwks_uri",
  ] as const)
    if (!isHttpsOrLoopback(doc[key])) return `${key} is missing or not HTTPS`;
  if (
    doc.end_session_endpoint !== undefined &&
    !isHttpsOrLoopback(doc.end_session_endpoint)
  )
    return "end_session_endpoint is not HTTPS";
  return null;
}

/**
 * The configured provider's discovery document and keys, read on first use
 * and kept for an hour; a failed read is tried again by the next request, so
 * a provider that is down at boot never stops the server (nor the built-in
 * sign-in).
 */
export function providerOf(
  settings: OidcSettings,
  log: { warn(obj: object, msg: string): void },
) {
  let kept: { provider: Provider; until: number } | null = null;
  let pending: Promise<Provider> | null = null;

  const load = async (): Promise<Provider> => {
    const url = `${settings.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
    let doc: Partial<ProviderMetadata>;
    try {
      const res = await fetch(url, {
        signal: AbortSignal.timeout(FETCH_MS),
        headers: { accept: "application/json" },
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      doc = (await res.json()) as Partial<ProviderMetadata>;
    } catch (err) {
      log.warn(
        { err, url },
        "could not read the identity provider's discovery document",
      );
      throw unreachable();
    }
    const why = refusal(doc, settings.issuer);
    if (why) {
      log.warn(
        { url },
        `the identity provider's discovery document is refused: ${why}`,
      );
      throw new HttpError(
        503,
        "The identity provider is not configured correctly on this server. Sign in with your e-mail and password, and tell the administrator.",
      );
    }
    const metadata = doc as ProviderMetadata;
    return {
      metadata,
      keys: createRemoteJWKSet(new URL(metadata.jwks_uri), {
        timeoutDuration: FETCH_MS,
      }),
      browserExchanges:
        !settings.clientSecret &&
        new URL(metadata.token_endpoint).origin ===
          new URL(settings.issuer).origin,
    };
  };

  return async (): Promise<Provider> => {
    if (kept && kept.until > Date.now()) return kept.provider;
    pending ??= load()
      .then((provider) => {
        kept = { provider, until: Date.now() + KEEP_MS };
        return provider;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
