import net from "node:net";
import path from "node:path";
import { z } from "zod";
import type { TrustProxy } from "./lib/trustProxy.js";

const boolish = z
  .enum(["0", "1", "true", "false"])
  .transform((v) => v === "1" || v === "true");

/** The names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An address, a CIDR range (10.0.0.0/8, fd00::/8) or a named range. */
function isProxyAddress(entry: string) {
  if (NAMED_RANGES.has(entry) || net.isIP(entry)) return true;
  const [address, bits, ...rest] = entry.split("/");
  const family = net.isIP(address);
  return (
    !rest.length &&
    family > 0 &&
    /^\d{1,3}$/.test(bits ?? "") &&
    Number(bits) <= (family === 4 ? 32 : 128)
  );
}

/**
 * Which proxies may say who the client is (X-Forwarded-For, -Proto, -Host):
 * 0 none; a number n, the n proxies in front of the server, on this machine
 * or the private network (lib/trustProxy.ts); or a comma-separated list of
 * the proxies' addresses and CIDR ranges. Never "every hop": a client
 * writes what it likes to the left of what the proxies append.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (value === "0" || value === "false") return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean);
    if (!entries.length || !entries.every(isProxyAddress)) {
      ctx.addIssue({
        code: "custom",
        message: `TRUST_PROXY must be 0, the number of proxies in front of the server (e.g. 1), or their addresses or CIDR ranges separated by commas, not "${value}"${value === "true" || value === "1.0" ? " (trusting every hop would let any client choose its address)" : ""}.`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"])
    .default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_EXPIRES_IN: z.string().default("12h"),
  APP_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z
    .string()
    .default("Wellness Back Office <no-reply@wellness.local>"),
  /** The SMTP transport's connection and greeting timeout; an idle socket gets twice this (ms). */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(50).default(15_000),
  /** Send the outbox from this process (modules/outbox); false leaves it to another process. */
  OUTBOX_WORKER: boolish.default(true),
  /** How often the outbox worker looks for due messages and appointment changes (ms). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(1000),
  /** The wait after a first failed attempt, doubled after each (ms)… */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  /** …up to this (ms)… */
  OUTBOX_RETRY_MAX_MS: z.coerce.number().int().min(10).default(3_600_000),
  /** …for this long after the message was queued (hours); then it has failed. */
  OUTBOX_RETRY_HOURS: z.coerce.number().positive().default(48),
  DEMO_SEED: boolish.default(true),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info"),
  BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
  UPLOAD_LIMIT: z.coerce.number().int().positive().default(5_242_880),
  LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** Purchase orders e-mailed to suppliers: at most this many per user in an hour… */
  PO_EMAILS_PER_USER_HOUR: z.coerce.number().int().positive().default(20),
  /** …and per business in a day (24 hours). */
  PO_EMAILS_PER_BUSINESS_DAY: z.coerce.number().int().positive().default(100),
  PG_POOL_MAX: z.coerce.number().int().positive().default(10),
  /** The calendar's live stream: a ping, and a check of the signed-in user, this often (ms). */
  CALENDAR_PING_MS: z.coerce.number().int().min(100).default(20_000),
  /** Keep the calendar's answers between writes (plugins/responseCache.ts); false to turn off. */
  RESPONSE_CACHE: boolish.default(true),
  /** The built SPA served in production (default: dist/ of the project). */
  SPA_DIR: z.string().optional(),
  /** Behind reverse proxies: how many, or their addresses (see trustProxy above). */
  TRUST_PROXY: trustProxy.default(false),
  /** Sign-in through an OpenID Connect provider (modules/oidc): off unless both are set. */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).max(500).optional(),
  /** Only for a provider that wants the client's secret at its token endpoint (Google): it stays on the server. */
  OIDC_CLIENT_SECRET: z.string().min(1).max(500).optional(),
  /** The provider's name on the sign-in button ("Sign in with …"); the issuer's host by default. */
  OIDC_NAME: z.string().trim().min(1).max(60).optional(),
  /** The provider's own pages for creating an account and resetting a password, linked from sign-in. */
  OIDC_REGISTER_URL: z.string().url().optional(),
  OIDC_RESET_URL: z.string().url().optional(),
});

/** The identity provider, when OIDC_ISSUER and OIDC_CLIENT_ID are set (README, "Sign-in through an identity provider"). */
export interface OidcSettings {
  /** The issuer exactly as the provider writes it in `iss` (no trailing slash added or removed). */
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  name: string;
  registerUrl: string | null;
  resetUrl: string | null;
}

export type AppConfig = z.infer<typeof envSchema> & {
  dataDir: string;
  appUrl: string;
  oidc: OidcSettings | null;
};

const isLoopback = (host: string) =>
  host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);

/** Both variables or neither; an issuer over HTTPS (plain HTTP only on this machine, for tests). */
function oidcSettings(cfg: z.infer<typeof envSchema>): OidcSettings | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId } = cfg;
  if (!issuer && !clientId) {
    if (cfg.OIDC_CLIENT_SECRET)
      throw new Error(
        "Invalid environment:\n  OIDC_CLIENT_SECRET: set OIDC_ISSUER and OIDC_CLIENT_ID too, or leave it unset.",
      );
    return null;
  }
  if (!issuer || !clientId)
    throw new Error(
      `Invalid environment:\n  ${issuer ? "OIDC_CLIENT_ID" : "OIDC_ISSUER"}: sign-in through an identity provider needs both OIDC_ISSUER and OIDC_CLIENT_ID.`,
    );
  const url = new URL(issuer);
  if (url.protocol !== "https:" && !isLoopback(url.hostname))
    throw new Error(
      `Invalid environment:\n  OIDC_ISSUER: the identity provider must be reached over HTTPS, not "${issuer}".`,
    );
  if (url.search || url.hash)
    throw new Error(
      `Invalid environment:\n  OIDC_ISSUER: the issuer has no query or fragment, not "${issuer}".`,
    );
  return {
    issuer,
    clientId,
    clientSecret: cfg.OIDC_CLIENT_SECRET ?? null,
    name: cfg.OIDC_NAME ?? url.host,
    registerUrl: cfg.OIDC_REGISTER_URL ?? null,
    resetUrl: cfg.OIDC_RESET_URL ?? null,
  };
}

/** Parses the environment once; a bad variable stops the boot with a clear message. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  // An empty variable (FOO=) means "not set", as shells and .env files often leave them.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== ""),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join(".")}: ${i.message}`,
    );
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const cfg = { ...parsed.data, ...overrides };
  return {
    ...cfg,
    oidc: oidcSettings(cfg),
    dataDir: path.resolve(cfg.DATA_DIR),
    appUrl: (cfg.APP_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/$/, ""),
    ...overrides,
  };
}
