import { sql } from "drizzle-orm";
import type { Db } from "../client.js";
import { createBlockedTime } from "../../modules/calendar/blockedTime.js";
import { HttpError } from "../../lib/httpErrors.js";
import type { SeedContext } from "./context.js";
import { addDays, zonedInstant } from "./dates.js";

const MINUTE = 60_000;
/** Days ahead that get a lunch break for the first members with shifts. */
const DAYS_AHEAD = 14;

/**
 * Blocked time of the demo (issue 23): a 45-minute lunch at 13:00 for a
 * few members on the next two weeks' days, and a Monday team meeting, set
 * through the availability module (createBlockedTime: the member's lock,
 * working time, no booking under it). A slot the module refuses (the member
 * does not work then, or is booked) is left free, as a receptionist would.
 */
export async function seedBlockedTimes(ctx: SeedContext) {
  const { rows } = await ctx.tx.execute<{
    team_member_id: number;
    location_id: number;
  }>(
    sql`select distinct team_member_id::int, location_id::int from shift_patterns
        where merchant_id = ${ctx.merchantId}
        order by team_member_id, location_id limit 4`,
  );
  let stored = 0;
  for (const [i, pair] of rows.entries())
    for (let day = 1; day <= DAYS_AHEAD; day++) {
      const date = addDays(ctx.today, day);
      const meeting = i === 0 && day % 7 === 0;
      const start = Date.parse(
        zonedInstant(date, meeting ? "09:00" : "13:00", ctx.timeZone),
      );
      try {
        await createBlockedTime(
          ctx.tx as unknown as Db,
          ctx.merchantId,
          {
            ...pair,
            kind: meeting ? "meeting" : "lunch",
            title: meeting ? "Team meeting" : null,
            start,
            end: start + (meeting ? 60 : 45) * MINUTE,
          },
          null,
        );
        stored += 1;
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500)
          throw error;
      }
    }
  if (!stored) throw new Error("seed: no blocked time could be set");
}
