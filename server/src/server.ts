import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.js";
import { loadConfig, type AppConfig } from "./config.js";
import { DataDirInUseError } from "./db/dirLock.js";
import { seedDemo } from "./db/seed.js";

/**
 * The only file that listens: boot, seed an empty database, and close
 * gracefully on signals. Whatever ends the process, a start that failed half
 * way included, stops the embedded PostgreSQL first (app.close), so no
 * orphan is left behind; every failure exits 1 for the supervisor to see.
 */
let app: FastifyInstance | undefined;
let building: Promise<FastifyInstance> | undefined;
let closing: Promise<never> | undefined;

function exit(code: number, reason?: string): Promise<never> {
  return (closing ??= (async () => {
    if (reason) (app?.log.error.bind(app.log) ?? console.error)(reason);
    const force = setTimeout(() => process.exit(code || 1), 30_000);
    force.unref();
    // A signal during the boot waits for the database it is starting.
    const target = app ?? (await building?.catch(() => undefined));
    // Stops accepting, drains in-flight requests, then closes the database.
    await target?.close().catch((err: unknown) => console.error(err));
    process.exit(code);
  })());
}

function onSignal(signal: string) {
  app?.log.info(`${signal} received: finishing requests, then stopping`);
  void exit(0);
}

async function main() {
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("SIGINT", () => onSignal("SIGINT"));
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    return exit(1, (err as Error).message);
  }
  try {
    building = buildApp(config);
    const built = await building;
    app = built;
    if (closing) return; // a signal arrived during the boot
    await built.ready();
  } catch (err) {
    // buildApp has already stopped an embedded database it had started.
    return exit(
      1,
      err instanceof DataDirInUseError ? err.message : String(err),
    );
  }
  const ready = app;
  void ready.databaseFailed.then((err) =>
    exit(
      1,
      `The database stopped and could not be started again (${err.message}); exiting so that the supervisor restarts the server.`,
    ),
  );
  if (config.DEMO_SEED) {
    const started = performance.now();
    const seeded = await seedDemo(ready.db);
    if (seeded)
      ready.log.info(
        `Seeded the demo business on an empty database in ${Math.round(performance.now() - started)} ms.`,
      );
  }
  if (closing) return;
  let address: string;
  try {
    address = await ready.listen({ host: config.HOST, port: config.PORT });
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    return exit(
      1,
      e.code === "EADDRINUSE"
        ? `Cannot listen on ${config.HOST}:${config.PORT}: the port is already in use. Stop what uses it, or set PORT.`
        : `Cannot listen on ${config.HOST}:${config.PORT}: ${e.message}`,
    );
  }
  const url =
    config.HOST === "0.0.0.0" ? `http://localhost:${config.PORT}` : address;
  printWelcome(url, config.DEMO_SEED);
}

function printWelcome(url: string, demo: boolean) {
  const lines = [
    "",
    `  Wellness back office is running at ${url}`,
    `  API: ${url}/wellness  ·  API docs: ${url}/wellness/docs`,
  ];
  if (demo)
    lines.push(
      "  Sign in as the demo owner:  demo@example.com / DemoPass#2026",
      "  or as demo staff:           reception@example.com / StaffPass#2026",
    );
  process.stdout.write(`${lines.join("\n")}\n\n`);
}

main().catch((err) =>
  exit(1, err instanceof Error ? (err.stack ?? err.message) : String(err)),
);
