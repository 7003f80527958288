import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../server/system/serverProcess";
import { TIMEOUTS } from "../../support/timeouts";

const ROOT = path.resolve(import.meta.dirname, "../../..");

export interface RunningServer {
  /** http://127.0.0.1:<port> — the SPA is at /, the API at /wellness. */
  url: string;
  dataDir: string;
  /** Messages the server wrote to DATA_DIR/outbox, newest last, as raw .eml text. */
  outbox(): string[];
  logs(): string;
  /** Stops the server and removes DATA_DIR, or moves it to `keepDataDir`. */
  stop(options?: { keepDataDir?: string }): Promise<void>;
}

/**
 * The real built server (`npm run build` first) on a free port, with a
 * temporary DATA_DIR and its own embedded PostgreSQL. `copyOf` is the
 * DATA_DIR of a stopped server (support/globalSetup.ts) that the new one
 * starts from, as a server restarted on its data would; without it the
 * server creates its cluster, migrates and seeds from nothing.
 */
export async function startServer(
  env: Record<string, string> = {},
  copyOf: string | null = null,
): Promise<RunningServer> {
  if (
    !fs.existsSync(path.join(ROOT, "server/dist/server.js")) ||
    !fs.existsSync(path.join(ROOT, "dist/index.html"))
  )
    throw new Error("Build the app first: npm run build");
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-e2e-"));
  // cp -a keeps the cluster's owner (the postgres user when run as root) and modes.
  if (copyOf) execFileSync("cp", ["-a", `${copyOf}/.`, dataDir]);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/dist/server.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      APP_URL: url,
      JWT_SECRET: "e2e-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let logs = "";
  child.stdout?.on("data", (d) => (logs += d));
  child.stderr?.on("data", (d) => (logs += d));
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => resolve()),
  );

  const deadline = Date.now() + TIMEOUTS.serverStart;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${logs}`);
    try {
      if ((await fetch(`${url}/wellness/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline)
      throw new Error(`server did not start:\n${logs}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  const outboxDir = path.join(dataDir, "outbox");
  return {
    url,
    dataDir,
    logs: () => logs,
    outbox: () =>
      fs.existsSync(outboxDir)
        ? fs
            .readdirSync(outboxDir)
            .sort()
            .map((f) => fs.readFileSync(path.join(outboxDir, f), "utf8"))
        : [],
    async stop(options = {}) {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      if (options.keepDataDir) fs.renameSync(dataDir, options.keepDataDir);
      else fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first link to /account/reset-password in an .eml (quoted-printable soft breaks undone). */
export function resetLinkIn(eml: string): string | undefined {
  const text = eml.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return /(https?:\/\/\S+\/account\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(
    text,
  )?.[1];
}
