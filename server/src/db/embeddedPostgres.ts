import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { acquireDirLock, type DirLock } from "./dirLock.js";
import {
  binaries,
  DB_NAME,
  ensureDatabase,
  freePort,
  initialise,
  postgresUser,
  readSecret,
  socketDirFor,
  spawnPostmaster,
  waitReady,
} from "./embeddedCluster.js";
import { clearLeftoverPostmaster, waitForExit } from "./postmasterFile.js";

/**
 * Runs a private PostgreSQL server in DATA_DIR/pg. We drive initdb and the
 * postmaster ourselves so that we control the lock on DATA_DIR, postmasters
 * left behind by a killed server, a fast awaited shutdown (the package's
 * own exit hook calls process.exit) and supervision: a postmaster that dies
 * under a running server (the OOM killer) is started again on the same port
 * with backoff, and the pool reconnects by itself. When it cannot be
 * brought back, `failed` settles and the server exits non-zero, so that
 * systemd or Docker restart the whole server.
 */
export interface EmbeddedPostgres {
  url: string;
  port: number;
  /** Settles with the reason when PostgreSQL died and could not be started again. */
  failed: Promise<Error>;
  stop(): Promise<void>;
}

export type Log = (msg: string, level?: "info" | "warn" | "error") => void;

/** Waits before each attempt to start PostgreSQL again after it died. */
export const RESTART_DELAYS_MS = [100, 500, 1000, 2000, 4000, 8000];
/** More deaths than this within RESTART_WINDOW_MS: give up and let the supervisor restart everything. */
const MAX_DEATHS = 5;
const RESTART_WINDOW_MS = 10 * 60_000;

export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log,
): Promise<EmbeddedPostgres> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock: DirLock = acquireDirLock(dataDir);
  try {
    const bin = await binaries();
    const owner = postgresUser();
    // The postgres user must be able to reach DATA_DIR/pg; secrets in DATA_DIR stay 0600.
    if (owner) fs.chmodSync(dataDir, 0o711);
    const pgDir = path.join(dataDir, "pg");
    const password = readSecret(path.join(dataDir, "pg-password"));
    await clearLeftoverPostmaster(pgDir, log);
    if (initialise(bin, pgDir, password, owner))
      log(`Created a PostgreSQL cluster in ${pgDir}`);

    const port = await freePort();
    const socketDir = socketDirFor(pgDir, port);
    const logFile = path.join(dataDir, "postgres.log");
    // The server connects through the socket; 127.0.0.1 stays open for psql and other tools.
    const url = `postgres://postgres:${password}@127.0.0.1:${port}/${DB_NAME}${
      socketDir ? `?host=${encodeURIComponent(socketDir)}` : ""
    }`;
    const launch = async () => {
      const child = spawnPostmaster(bin, pgDir, port, logFile, owner);
      try {
        await waitReady(url, child, logFile);
      } catch (err) {
        if (child.exitCode === null && child.signalCode === null)
          child.kill("SIGQUIT");
        throw err;
      }
      return child;
    };
    let child = await launch();
    await ensureDatabase(url);
    log(`Embedded PostgreSQL ready on 127.0.0.1:${port} (data in ${pgDir})`);

    let stopping = false;
    let fail: (err: Error) => void = () => undefined;
    const failed = new Promise<Error>((resolve) => (fail = resolve));
    const deaths: number[] = [];
    let retry: NodeJS.Timeout | undefined;
    let restarting: Promise<void> | undefined;

    const restart = async (attempt: number): Promise<void> => {
      if (stopping) return;
      try {
        await clearLeftoverPostmaster(pgDir, log, 10_000);
        if (stopping) return;
        child = await launch();
        if (stopping) {
          await shutdown(child);
          return;
        }
        log(`Embedded PostgreSQL is back on 127.0.0.1:${port}`);
        watch(child);
      } catch (err) {
        if (stopping) return;
        if (attempt + 1 >= RESTART_DELAYS_MS.length) {
          log(
            `Embedded PostgreSQL could not be started again: ${(err as Error).message}`,
            "error",
          );
          fail(err as Error);
          return;
        }
        log(
          `Embedded PostgreSQL did not start again (${(err as Error).message.split("\n")[0]}); retrying`,
          "warn",
        );
        schedule(attempt + 1);
      }
    };
    const schedule = (attempt: number) => {
      retry = setTimeout(
        () => void (restarting = restart(attempt)),
        RESTART_DELAYS_MS[attempt],
      );
    };
    const watch = (c: ChildProcess) =>
      c.once("exit", (code, signal) => {
        if (stopping) return;
        const now = Date.now();
        deaths.push(now);
        while (deaths[0] < now - RESTART_WINDOW_MS) deaths.shift();
        const why = signal ? `signal ${signal}` : `exit code ${code}`;
        if (deaths.length > MAX_DEATHS) {
          log(
            `Embedded PostgreSQL died (${why}) ${deaths.length} times in ${RESTART_WINDOW_MS / 60_000} minutes: giving up`,
            "error",
          );
          fail(new Error(`PostgreSQL keeps dying (${why})`));
          return;
        }
        log(`Embedded PostgreSQL died (${why}): starting it again`, "error");
        schedule(0);
      });
    watch(child);

    let stopped: Promise<void> | undefined;
    const stop = () =>
      (stopped ??= (async () => {
        stopping = true;
        clearTimeout(retry);
        await restarting;
        await shutdown(child);
        lock.release();
      })());
    return { url, port, failed, stop };
  } catch (err) {
    lock.release();
    throw err;
  }
}

/** Fast shutdown: checkpoint, then exit (SIGQUIT if that hangs). */
async function shutdown(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid)
    return;
  child.kill("SIGINT");
  if (!(await waitForExit(child.pid, 30_000))) {
    child.kill("SIGQUIT");
    await waitForExit(child.pid, 10_000);
  }
}
