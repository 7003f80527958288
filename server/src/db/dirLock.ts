import fs from "node:fs";
import path from "node:path";

export interface DirLock {
  release(): void;
}

export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `Another server (pid ${pid}) is already running with DATA_DIR=${dir}. ` +
        "Stop it first, or start this one with a different DATA_DIR.",
    );
    this.name = "DataDirInUseError";
  }
}

/**
 * The state letter of a process (R, S, D, T, Z…), from /proc/<pid>/stat, or
 * undefined where there is no /proc (or the process is gone).
 */
export function processState(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (comm) S …": the name may hold spaces and parentheses.
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
  } catch {
    return undefined;
  }
}

/**
 * Whether a process still runs. A zombie (exited, not yet reaped by its
 * parent: a busy host, or a container whose PID 1 is no init) or a dead one
 * has ended, although signal 0 still reaches a zombie.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const state = processState(pid);
  return state !== "Z" && state !== "X";
}

/** Only one server may own a data directory; a lock left by a dead process is taken over. */
export function acquireDirLock(dir: string): DirLock {
  const file = path.join(dir, "server.pid");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx", mode: 0o644 });
      return {
        release() {
          try {
            if (fs.readFileSync(file, "utf8").trim() === String(process.pid))
              fs.rmSync(file);
          } catch {
            /* already gone */
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number(fs.readFileSync(file, "utf8").trim());
      if (pid > 0 && pid !== process.pid && isAlive(pid))
        throw new DataDirInUseError(dir, pid);
      fs.rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
