import type { OidcSettings } from "../../config.js";
import { HttpError } from "../../lib/httpErrors.js";
import { unreachable, type ProviderMetadata } from "./discovery.js";

const FETCH_MS = 10_000;

/**
 * The token endpoint as the SPA sees it when the browser may not exchange
 * the code itself (discovery.ts `browserExchanges`): a provider that wants
 * the client's secret (Google), which must not reach the browser, or a
 * token endpoint outside the origin the Content-Security-Policy allows.
 * Only the authorization-code grant of this client passes, with the
 * secret added; the provider's answer (tokens or its error) goes back as it
 * came, so oidc-client-ts reads it as from the provider itself.
 */
export async function relayCodeExchange(
  form: Record<string, unknown>,
  settings: OidcSettings,
  metadata: ProviderMetadata,
) {
  const field = (key: string) =>
    typeof form[key] === "string" ? (form[key] as string) : "";
  if (field("grant_type") !== "authorization_code")
    throw new HttpError(
      400,
      "Only an authorization code can be exchanged here.",
    );
  if (field("client_id") && field("client_id") !== settings.clientId)
    throw new HttpError(
      400,
      "This is not the client this server signs in with.",
    );
  for (const key of ["code", "redirect_uri", "code_verifier"])
    if (!field(key) || field(key).length > 4096)
      throw new HttpError(400, `The code exchange lacks its ${key}.`);
  const body = new URLSearchParams({
    grant_type: "authorization_code",
    code: field("code"),
    redirect_uri: field("redirect_uri"),
    code_verifier: field("code_verifier"),
    client_id: settings.clientId,
  });
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    accept: "application/json",
  };
  if (settings.clientSecret) {
    const methods = metadata.token_endpoint_auth_methods_supported ?? [
      "client_secret_basic",
    ];
    if (methods.includes("client_secret_basic")) {
      const enc = (s: string) => encodeURIComponent(s);
      headers.authorization = `Basic ${Buffer.from(`${enc(settings.clientId)}:${enc(settings.clientSecret)}`).toString("base64")}`;
    } else body.set("client_secret", settings.clientSecret);
  }
  let res: Response;
  try {
    res = await fetch(metadata.token_endpoint, {
      method: "POST",
      headers,
      body,
      signal: AbortSignal.timeout(FETCH_MS),
    });
  } catch {
    throw unreachable();
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw unreachable();
  }
  return { status: res.status, json };
}
