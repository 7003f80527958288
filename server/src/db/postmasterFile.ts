import fs from "node:fs";
import path from "node:path";
import { isAlive } from "./dirLock.js";

type Log = (msg: string) => void;

/**
 * postmaster.pid, PostgreSQL's lock on its data directory, after a crash:
 * the postmaster may still run (its server was killed), or be gone, or be a
 * zombie its parent has not reaped yet. PostgreSQL counts a zombie as
 * running ("lock file already exists"), so a start right after a crash on a
 * host that reaps slowly would fail: here a postmaster that no longer runs
 * is gone, once no process of it still uses its shared memory (the check
 * PostgreSQL itself makes from the same file).
 */
interface PostmasterPid {
  pid: number;
  /** The System V shared memory segment of that postmaster (line 7: key and id). */
  shmId?: number;
}

function readPostmasterPid(file: string): PostmasterPid | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(file, "utf8").split("\n");
  } catch {
    return undefined;
  }
  const shm = (lines[6] ?? "").trim().split(/\s+/);
  const shmId = Number(shm[1]);
  return {
    pid: Number(lines[0]),
    shmId: shm.length === 2 && Number.isInteger(shmId) ? shmId : undefined,
  };
}

/** Processes attached to a shared memory segment (Linux), 0 once it is gone. */
export function shmAttachments(shmId: number): number | undefined {
  let table: string;
  try {
    table = fs.readFileSync("/proc/sysvipc/shm", "utf8");
  } catch {
    return undefined; // no /proc: PostgreSQL's own check decides
  }
  for (const line of table.split("\n").slice(1)) {
    const cols = line.trim().split(/\s+/);
    if (Number(cols[1]) === shmId) return Number(cols[6]);
  }
  return 0;
}

/** Whether `pid` is a postmaster running on `pgDir` (not a reused pid). */
function isPostmasterOf(pid: number, pgDir: string) {
  if (!(pid > 0) || !isAlive(pid)) return false;
  try {
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    return args.includes(pgDir) || args.includes(path.resolve(pgDir));
  } catch {
    return true; // no /proc: trust the pid, as PostgreSQL does
  }
}

export function waitFor(
  done: () => boolean,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve) => {
    const tick = () => {
      if (done()) return resolve(true);
      if (Date.now() > deadline) return resolve(false);
      setTimeout(tick, 50);
    };
    tick();
  });
}

export const waitForExit = (pid: number, timeoutMs: number) =>
  waitFor(() => !isAlive(pid), timeoutMs);

/** Socket lock files (.s.PGSQL.<port>.lock) whose postmaster no longer runs. */
function removeStaleSocketLocks(pgDir: string) {
  let names: string[];
  try {
    names = fs.readdirSync(pgDir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!/^\.s\.PGSQL\.\d+\.lock$/.test(name)) continue;
    const file = path.join(pgDir, name);
    const pid = Number(fs.readFileSync(file, "utf8").split("\n")[0]);
    if (!isAlive(pid)) fs.rmSync(file, { force: true });
  }
}

/**
 * Makes the data directory startable after whatever ended the previous
 * postmaster: one left running by a killed server is shut down cleanly;
 * one that is gone or a zombie leaves its lock file behind, which is removed
 * once its backends have let go of its shared memory (they notice the
 * postmaster's death and exit within moments).
 */
export async function clearLeftoverPostmaster(
  pgDir: string,
  log: Log,
  detachTimeoutMs = 30_000,
) {
  const pidFile = path.join(pgDir, "postmaster.pid");
  const found = readPostmasterPid(pidFile);
  if (!found) return removeStaleSocketLocks(pgDir);
  const { pid, shmId } = found;
  if (isPostmasterOf(pid, pgDir)) {
    log(
      `Stopping a PostgreSQL server left running by a previous run (pid ${pid})`,
    );
    process.kill(pid, "SIGINT");
    if (!(await waitForExit(pid, 30_000))) {
      process.kill(pid, "SIGQUIT");
      await waitForExit(pid, 10_000);
    }
    if (isAlive(pid))
      throw new Error(
        `The PostgreSQL server left running in ${pgDir} (pid ${pid}) does not stop. Stop it, then start again.`,
      );
  }
  if (shmId !== undefined) {
    const detached = await waitFor(
      () => (shmAttachments(shmId) ?? 0) === 0,
      detachTimeoutMs,
    );
    if (!detached)
      throw new Error(
        `Processes of a previous PostgreSQL server still use ${pgDir} (shared memory id ${shmId}). Stop them, then start again.`,
      );
  }
  // PostgreSQL reads a running pid (a zombie's too) as a server still running.
  fs.rmSync(pidFile, { force: true });
  removeStaleSocketLocks(pgDir);
}
