import autocannon from "autocannon";
import { cpuMs } from "./report";

/** One measured row of a bench: autocannon's latencies and the CPU both processes spent per request. */
export interface Row {
  label: string;
  connections: number;
  /** p99 target (ms); none for the rows that only give context. */
  target: number | null;
  p50: number;
  p99: number;
  rps: number;
  /** Answers received within the measured seconds. */
  answers: number;
  bad: number;
  /** CPU ms per request of the server process and of PostgreSQL. */
  serverCpu: number;
  dbCpu: number;
}

/** The server and PostgreSQL processes, whose CPU time each row measures. */
export interface BenchPids {
  server: number;
  postmaster: number;
}

export interface RowTiming {
  seconds: number;
  /** Seconds the row runs unmeasured first, so the JIT and PostgreSQL's caches are warm. */
  warmupSeconds: number;
  /** What the warm-up sends, when not the measured requests themselves. */
  warmup?: autocannon.Options;
  /** Run right before and after the measured seconds (e.g. statement statistics). */
  before?: () => Promise<unknown>;
  after?: (requests: number) => Promise<unknown>;
}

/** Warms up, then measures `opts` at `connections` for `timing.seconds`, and prints the row. */
export async function measureRow(
  pids: BenchPids,
  label: string,
  target: number | null,
  connections: number,
  opts: autocannon.Options,
  timing: RowTiming,
): Promise<Row> {
  await autocannon({
    connections,
    ...(timing.warmup ?? opts),
    duration: timing.warmupSeconds,
  });
  await timing.before?.();
  const cpu0 = [cpuMs(pids.server), cpuMs(pids.postmaster, true)];
  const r = await autocannon({
    connections,
    duration: timing.seconds,
    ...opts,
  });
  const cpu1 = [cpuMs(pids.server), cpuMs(pids.postmaster, true)];
  await timing.after?.(r.requests.total);
  const n = Math.max(1, r.requests.total);
  const row: Row = {
    label,
    connections,
    target,
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: Math.round(r.requests.average),
    answers: r.requests.total,
    bad: r.errors + r.non2xx + r.timeouts,
    serverCpu: (cpu1[0] - cpu0[0]) / n,
    dbCpu: (cpu1[1] - cpu0[1]) / n,
  };
  process.stdout.write(
    `${label}: ${row.answers} answers, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.rps} req/s, ${row.bad} errors; CPU per request: server ${row.serverCpu.toFixed(2)} ms, PostgreSQL ${row.dbCpu.toFixed(2)} ms\n`,
  );
  return row;
}
