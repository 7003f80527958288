// What every load benchmark sets up: an embedded PostgreSQL in a fresh directory, the built server
// in its own process on it (so its CPU and memory can be read apart from the load generator's), and
// a signed-in owner's token.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from "../server/src/db/embeddedPostgres";
import { freePort } from "../tests/server/system/serverProcess";
import {
  createStatements,
  preloadStatements,
  statementsWanted,
} from "./statements";

const ROOT = path.resolve(import.meta.dirname, "..");

export interface BenchDatabase {
  dataDir: string;
  pg: EmbeddedPostgres;
  /** The postmaster's pid: PostgreSQL's CPU and memory are its and its children's. */
  postmaster: number;
  /** Stops PostgreSQL and removes the directory. */
  close(): Promise<void>;
}

export async function startBenchDatabase(): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-bench-"));
  let pg = await startEmbeddedPostgres(dataDir, () => undefined);
  if (statementsWanted) {
    await preloadStatements(pg.url);
    await pg.stop();
    pg = await startEmbeddedPostgres(dataDir, () => undefined);
    await createStatements(pg.url);
  }
  const postmaster = Number(
    fs
      .readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8")
      .split("\n")[0],
  );
  return {
    dataDir,
    pg,
    postmaster,
    close: async () => {
      await pg.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface BenchServer {
  child: ChildProcess;
  /** http://127.0.0.1:<port>/wellness */
  base: string;
  stop(): Promise<void>;
}

/**
 * The built server (server/dist) on the bench database, once healthy.
 * BENCH_PROFILE=<dir>: it writes a V8 CPU profile there when it stops.
 */
export async function startBenchServer(
  db: BenchDatabase,
): Promise<BenchServer> {
  const port = await freePort();
  const profile = process.env.BENCH_PROFILE
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const child = spawn(process.execPath, [...profile, "server/dist/server.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.pg.url,
      DEMO_SEED: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}/wellness`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      if (i > 300) throw new Error("server did not start");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    base,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}

/** The bearer token of a user the bench created. */
export async function signIn(base: string, email: string, password: string) {
  const res = await fetch(`${base}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return ((await res.json()) as { data: string }).data;
}
