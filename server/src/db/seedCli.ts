import { loadConfig } from "../config.js";
import { buildApp } from "../app.js";
import { seedDemo } from "./seed.js";

/** `npm run db:seed`: seeds the demo business if the database is empty. */
const app = await buildApp(loadConfig(), { logger: { level: "warn" } });
await app.ready();
const seeded = await seedDemo(app.db);
process.stdout.write(
  seeded
    ? "Demo business seeded.\n"
    : "The database already holds data: nothing seeded.\n",
);
await app.close();
