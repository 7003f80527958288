import path from "node:path";
import { z } from "zod";

const boolish = z
  .enum(["0", "1", "true", "false"])
  .transform((v) => v === "1" || v === "true");

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
  /** Behind a reverse proxy: trust its X-Forwarded-* headers (protocol, client address). */
  TRUST_PROXY: boolish.default(false),
});

export type AppConfig = z.infer<typeof envSchema> & {
  dataDir: string;
  appUrl: string;
};

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
    dataDir: path.resolve(cfg.DATA_DIR),
    appUrl: (cfg.APP_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/$/, ""),
    ...overrides,
  };
}
