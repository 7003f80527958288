import { loadConfig } from "../config.js";
import { buildApp } from "../app.js";
import { runDbChecks } from "./checks.js";

/**
 * `npm run db:check`: runs the ledger checks (checks.ts) against the
 * configured database (DATABASE_URL, else the embedded one in DATA_DIR).
 * Prints each check with its findings; exits 1 when any check finds one.
 */
const app = await buildApp(loadConfig(), { logger: { level: "warn" } });
await app.ready();
let failed = false;
try {
  for (const { name, findings } of await runDbChecks(app.db)) {
    process.stdout.write(
      `${findings.length ? "FAIL" : "ok  "} ${name}${findings.length ? ` (${findings.length})` : ""}\n`,
    );
    for (const f of findings.slice(0, 50)) process.stdout.write(`     ${f}\n`);
    if (findings.length > 50)
      process.stdout.write(`     … and ${findings.length - 50} more\n`);
    failed ||= findings.length > 0;
  }
} finally {
  await app.close();
}
if (failed) process.exitCode = 1;
