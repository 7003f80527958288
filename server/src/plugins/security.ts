import fp from "fastify-plugin";
import helmet from "helmet";
import type { OidcSettings } from "../config.js";

/**
 * The Content-Security-Policy of every answer, the SPA, the API and the
 * OpenAPI pages (/wellness/docs) alike; a browser test proves they run under
 * it without a violation (tests/e2e/securityHeaders.e2e.ts).
 *
 * - Scripts come only from the server: the built index.html loads its
 *   modules by `src` and holds no inline script, nor do the OpenAPI pages.
 * - Styles: 'unsafe-inline' because Emotion, under MUI, writes its CSS into
 *   `<style>` elements it creates at run time (without it the browser refuses
 *   them, style-src-elem, on every screen and on the Swagger UI pages), and
 *   MUI components set style attributes. A nonce would need index.html
 *   rendered for each request, while it is a static, precompressed file.
 *   Inline style cannot run code; inline script stays refused.
 * - Images: data: for the small SVGs MUI and Swagger UI inline, blob: for the
 *   preview of a picture chosen for upload (an object URL).
 * - No plugins, no framing by any site, forms and <base> only to this origin.
 */
export const CSP_DIRECTIVES = {
  "default-src": ["'self'"],
  "base-uri": ["'self'"],
  "script-src": ["'self'"],
  "script-src-attr": ["'none'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "frame-ancestors": ["'none'"],
  "form-action": ["'self'"],
};

/**
 * The policy with sign-in through an identity provider (modules/oidc) when it
 * is configured, and exactly CSP_DIRECTIVES when it is not:
 * - connect-src adds the issuer's origin only for a public client (no
 *   secret), whose browser exchanges the code at the provider's token
 *   endpoint; with a secret the server relays that call and the browser
 *   talks to no other origin. The browser reads no discovery document, keys
 *   or user info (the server passes the endpoints on).
 * - Nothing else: the provider's pages open in the whole window (a
 *   navigation, which the policy does not govern), never in a frame, and
 *   come back to this origin.
 */
export function cspDirectives(oidc: OidcSettings | null) {
  if (!oidc || oidc.clientSecret) return CSP_DIRECTIVES;
  return {
    ...CSP_DIRECTIVES,
    "connect-src": ["'self'", new URL(oidc.issuer).origin],
  };
}

/** Where the identity provider sends the browser back (the SPA's OIDC_CALLBACK_PATH). */
export const OIDC_CALLBACK_PATH = "/account/oidc-callback";

/**
 * Cross-Origin-Opener-Policy: `same-origin` (helmet's), except with sign-in
 * through an identity provider, whose pop-up must keep its opener: the app
 * then allows the windows it opens (`same-origin-allow-popups`), and the
 * page the provider sends the pop-up back to sets none, so the browser keeps
 * it with the window that opened it (a policy there would cut it off, the
 * pop-up coming from the provider's origin) and it can hand the answer over.
 */
export function openerPolicy(oidc: OidcSettings | null, url: string) {
  if (!oidc) return "same-origin";
  return url.split("?")[0] === OIDC_CALLBACK_PATH
    ? "unsafe-none"
    : "same-origin-allow-popups";
}

/** Sent on answers to HTTPS requests only: a browser must have reached the server over HTTPS. */
export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Security headers on every answer (helmet): the CSP above,
 * `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer` (reset
 * links carry their token in the URL), `X-Frame-Options: DENY` for browsers
 * without frame-ancestors, the opener policy above, and HSTS when the request came over HTTPS, which
 * behind a reverse proxy needs TRUST_PROXY (the proxy trusted) to be known. The middleware is
 * built once: @fastify/helmet built it again for every request, parsing the
 * directives each time.
 */
export default fp(
  async (app) => {
    const oidc = app.config.oidc;
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives(oidc),
      },
      referrerPolicy: { policy: "no-referrer" },
      xFrameOptions: { action: "deny" },
      // Set below, for HTTPS requests only: over plain HTTP it means nothing,
      // and a server reached on a LAN address must not be pinned to HTTPS.
      strictTransportSecurity: false,
    });
    app.addHook("onRequest", (req, reply, done) => {
      setHeaders(req.raw, reply.raw, () => undefined);
      if (oidc)
        reply.raw.setHeader(
          "Cross-Origin-Opener-Policy",
          openerPolicy(oidc, req.url),
        );
      if (req.protocol === "https")
        reply.header("Strict-Transport-Security", HSTS);
      done();
    });
  },
  { name: "security" },
);
