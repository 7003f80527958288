import fs from "node:fs";
import path from "node:path";

const FILE = path.resolve(import.meta.dirname, "../docs/benchmarks.md");
const HEADER =
  "# Benchmarks\n\nWritten by `npm run bench:*`; each section is replaced by its own benchmark.\n";

/** Replaces (or appends) one benchmark's section of docs/benchmarks.md. */
export function writeSection(name: string, body: string) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const current = fs.existsSync(FILE) ? fs.readFileSync(FILE, "utf8") : HEADER;
  const block = `${start}\n${body.trim()}\n${end}`;
  const i = current.indexOf(start);
  const j = current.indexOf(end);
  const next =
    i >= 0 && j > i
      ? current.slice(0, i) + block + current.slice(j + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.mkdirSync(path.dirname(FILE), { recursive: true });
  fs.writeFileSync(FILE, next);
}

/** Resident memory of a process and, optionally, all its descendants, in MiB. */
export function rssMiB(pid: number, withChildren = false): number {
  const own = (p: number) => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(
        fs.readFileSync(`/proc/${p}/status`, "utf8"),
      );
      return m ? Number(m[1]) / 1024 : 0;
    } catch {
      return 0;
    }
  };
  if (!withChildren) return own(pid);
  let total = own(pid);
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(
        fs
          .readFileSync(`/proc/${entry}/stat`, "utf8")
          .split(") ")[1]
          .split(" ")[1],
      );
      if (ppid === pid) total += own(Number(entry));
    } catch {
      /* gone */
    }
  }
  return total;
}

/** Kernel clock ticks per second (USER_HZ): 100 on Linux. */
const TICKS = 100;

/**
 * CPU time (user + system, ms) a process and, optionally, its children have
 * used so far, including children that ended (cutime/cstime). Differences
 * over a run give CPU per request, which, unlike latency, hardly depends on
 * what else the machine is doing.
 */
export function cpuMs(pid: number, withChildren = false): number {
  const fields = (p: number) => {
    try {
      return fs
        .readFileSync(`/proc/${p}/stat`, "utf8")
        .split(") ")[1]
        .split(" ");
    } catch {
      return undefined;
    }
  };
  // After ") ": state ppid … utime is field 14 of the whole line, index 11 here.
  const ticks = (f: string[], children: boolean) =>
    Number(f[11]) +
    Number(f[12]) +
    (children ? Number(f[13]) + Number(f[14]) : 0);
  const mine = fields(pid);
  let total = mine ? ticks(mine, withChildren) : 0;
  if (withChildren)
    for (const entry of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      const f = fields(Number(entry));
      if (f && Number(f[1]) === pid) total += ticks(f, true);
    }
  return (total * 1000) / TICKS;
}
