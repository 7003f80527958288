import housekeepingPlugin from "./plugins/housekeeping.js";
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
} from "fastify";
import fp from "fastify-plugin";
import cors from "@fastify/cors";
import path from "node:path";
import type { AppConfig } from "./config.js";
import type { AccessRule } from "./lib/access.js";
import { createMailer, type Mailer } from "./lib/mailer.js";
import { installZodMessages } from "./lib/zodMessages.js";
import {
  serializerCompiler,
  validatorCompiler,
} from "./lib/schemaCompilers.js";
import { trustProxyOption } from "./lib/trustProxy.js";
import dbPlugin from "./plugins/db.js";
import responseCachePlugin from "./plugins/responseCache.js";
import authPlugin from "./plugins/auth.js";
import errorsPlugin from "./plugins/errors.js";
import docsPlugin from "./plugins/docs.js";
import spaPlugin from "./plugins/spa.js";
import compressionPlugin from "./plugins/compression.js";
import multipartPlugin from "./plugins/multipart.js";
import securityPlugin from "./plugins/security.js";
import calendarChangesPlugin from "./plugins/calendarChanges.js";
import outboxPlugin from "./plugins/outbox.js";
import routes from "./routes.js";
import { API_PREFIX, DOCS_PREFIX } from "./prefixes.js";

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    mailer: Mailer;
    /** Every API route with its access rule (the tests enumerate it). */
    apiRoutes: {
      method: string;
      url: string;
      access: AccessRule;
      /** Whether the route reads multipart bodies (plugins/multipart.ts). */
      multipart: boolean;
    }[];
  }
}

/**
 * Refuses, at boot, any API route that does not declare who may call it.
 * The OpenAPI pages (registered by @fastify/swagger-ui) are public.
 */
function requireAccessRules(app: FastifyInstance) {
  app.decorate("apiRoutes", []);
  app.addHook("onRoute", (route) => {
    if (
      !route.url.startsWith(API_PREFIX) ||
      route.method === "HEAD" ||
      route.method === "OPTIONS"
    )
      return;
    if (route.url.startsWith(DOCS_PREFIX)) {
      route.config = { ...(route.config as object), access: { public: true } };
      return;
    }
    const config = route.config as
      { access?: AccessRule; multipart?: boolean } | undefined;
    const access = config?.access;
    if (!access)
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no access rule`,
      );
    for (const method of [route.method].flat())
      app.apiRoutes.push({
        method,
        url: route.url,
        access,
        multipart: config?.multipart === true,
      });
  });
}

export async function buildApp(
  config: AppConfig,
  opts: FastifyServerOptions = {},
) {
  installZodMessages();
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    // A first boot creates the PostgreSQL cluster (initdb) and applies every
    // migration inside the db plugin: on a slow or busy machine that takes
    // longer than Fastify's default of 10 s, which would end the server.
    pluginTimeout: 120_000,
    bodyLimit: config.BODY_LIMIT,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    ...opts,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(app.log));
  app.decorate("config", config);
  app.decorate(
    "mailer",
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: path.join(config.dataDir, "outbox"),
      log: app.log,
      timeoutMs: config.SMTP_TIMEOUT_MS,
    }),
  );
  requireAccessRules(app);
  try {
    await registerAll(app, config);
  } catch (err) {
    await app.close().catch(() => undefined); // stops an embedded database that did start
    throw err;
  }
  return app;
}

async function registerAll(app: FastifyInstance, config: AppConfig) {
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(cors, {
    origin: config.NODE_ENV === "production" ? false : true,
    methods: ["GET", "HEAD", "POST", "PUT", "DELETE"],
    exposedHeaders: ["Content-Range"],
  });
  await app.register(multipartPlugin);
  await app.register(dbPlugin);
  await app.register(authPlugin);
  await app.register(responseCachePlugin);
  await app.register(calendarChangesPlugin);
  await app.register(housekeepingPlugin);
  await app.register(outboxPlugin);
  await app.register(docsPlugin);
  await app.register(
    fp(async (api) => api.register(routes, { prefix: API_PREFIX })),
  );
  if (config.NODE_ENV === "production")
    await app.register(spaPlugin, { root: config.SPA_DIR });
}
