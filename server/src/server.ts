import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { DataDirInUseError } from "./db/dirLock.js";
import { seedDemo } from "./db/seed.js";

/** The only file that listens: boot, seed an empty database, and close gracefully on signals. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  let app;
  try {
    app = await buildApp(config);
    await app.ready();
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (config.DEMO_SEED) {
    const started = performance.now();
    const seeded = await seedDemo(app.db);
    if (seeded)
      app.log.info(
        `Seeded the demo business on an empty database in ${Math.round(performance.now() - started)} ms.`,
      );
  }
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests, then stopping`);
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    await app.close(); // stops accepting, drains in-flight requests, then closes the database
    process.exit(0);
  };
  process.on("SIGTERM", () => void close("SIGTERM"));
  process.on("SIGINT", () => void close("SIGINT"));

  const address = await app.listen({ host: config.HOST, port: config.PORT });
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

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
