import type pg from "pg";
import { TIMEOUTS } from "../../support/timeouts";

/**
 * Waits until `count` sessions of the pool's database wait for a lock: a
 * request sent before this is then known to be queued behind a lock the
 * test holds (a condition, instead of a pause that a busy machine outruns).
 */
export async function lockWaiters(pool: pg.Pool | pg.Client, count = 1) {
  const deadline = Date.now() + TIMEOUTS.condition;
  for (;;) {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0].n >= count) return;
    if (Date.now() > deadline)
      throw new Error(`${count} session(s) waiting for a lock never came`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
