// BENCH_STATEMENTS=1: what PostgreSQL spent per statement in each bench row, from pg_stat_statements
// (nested statements such as foreign-key checks and trigger bodies included, planning timed). It
// found the booking's busy query planned anew on every call. Diagnostic only: the rows' times are
// taken with it off, since it costs PostgreSQL CPU.
import pg from "pg";

export const statementsWanted = process.env.BENCH_STATEMENTS === "1";

async function run<T extends pg.QueryResultRow>(url: string, text: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text)).rows;
  } finally {
    await c.end();
  }
}

/** Loads pg_stat_statements into the bench's cluster; the caller restarts PostgreSQL after. */
export async function preloadStatements(url: string) {
  await run(
    url,
    "alter system set shared_preload_libraries = 'pg_stat_statements'",
  );
  await run(url, "alter system set pg_stat_statements.track = 'all'");
  await run(url, "alter system set pg_stat_statements.track_planning = on");
}

/** After the restart: the extension, in the bench's database. */
export const createStatements = (url: string) =>
  run(url, "create extension if not exists pg_stat_statements");

export const resetStatements = (url: string) =>
  run(url, "select pg_stat_statements_reset()");

/** The statements that took most of PostgreSQL's time since the reset, per request of the row. */
export async function printStatements(url: string, requests: number) {
  const rows = await run(
    url,
    `select calls, plans,
       round((total_plan_time / greatest(plans, 1))::numeric, 3) as plan_ms,
       round((total_exec_time / greatest(calls, 1))::numeric, 3) as exec_ms,
       round(((total_plan_time + total_exec_time) / ${Math.max(1, requests)})::numeric, 3) as ms_per_request,
       left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as statement
     from pg_stat_statements
     where query not like '%pg_stat_statements%'
     order by total_plan_time + total_exec_time desc limit 12`,
  );
  console.table(rows);
}
