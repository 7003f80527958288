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

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
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
