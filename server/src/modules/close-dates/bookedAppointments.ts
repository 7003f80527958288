import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "../../db/client.js";
import { INACTIVE_STATUSES } from "../../db/schema/index.js";

type Row = Record<string, unknown>;

/** At most this many are listed per close date; the count says how many there are. */
export const BOOKED_LIMIT = 100;

export const bookedAppointment = z.object({
  id: z.number(),
  reference: z.string(),
  location_id: z.number(),
  /** The day in the location's time zone (YYYY-MM-DD), for a link to the calendar. */
  date: z.string(),
  /** Its start in the location's time zone (HH:mm). */
  time: z.string(),
  start_at: z.string(),
  client_name: z.string().nullable(),
  team_member_names: z.array(z.string()),
});

export const bookedFields = {
  booked_appointments: z.array(bookedAppointment),
  booked_appointment_count: z.number(),
};

interface Found {
  close_date_id: number;
  id: number;
  reference: string;
  location_id: number;
  date: string;
  time: string;
  start_at: string;
  client_name: string | null;
  team_member_names: string[];
  total: number;
}

/**
 * The appointments still held (not cancelled, not no-show) at a close date's
 * locations on its days, each day read in the location's time zone (DOMAIN
 * §4.8): close dates block new bookings but keep these, and the form lists
 * them after a save for the business to move or cancel.
 */
export async function withBookedAppointments(
  db: Queryable,
  rows: Row[],
): Promise<Row[]> {
  if (!rows.length) return rows;
  const merchantId = rows[0].merchant_id as number;
  const ids = rows.map((r) => r.id as number);
  const inactive = sql.join(
    INACTIVE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const { rows: found } = await db.execute<Found & Row>(sql`
    select * from (
      select cd.id as close_date_id, a.id, a.reference, a.location_id,
        to_char(a.start_at at time zone l.timezone, 'YYYY-MM-DD') as date,
        to_char(a.start_at at time zone l.timezone, 'HH24:MI') as time,
        to_char(a.start_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as start_at,
        nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '') as client_name,
        array(
          select trim(concat_ws(' ', tm.first_name, tm.last_name))
          from appointment_services s
          join team_members tm on tm.merchant_id = s.merchant_id and tm.id = s.team_member_id
          where s.merchant_id = a.merchant_id and s.appointment_id = a.id
          group by tm.id, tm.first_name, tm.last_name
          order by min(s.sequence), min(s.start_at)
        ) as team_member_names,
        row_number() over (partition by cd.id order by a.start_at, a.id) as n,
        count(*) over (partition by cd.id)::int as total
      from close_dates cd
      join close_date_locations cdl
        on cdl.merchant_id = cd.merchant_id and cdl.close_date_id = cd.id
      join locations l on l.merchant_id = cdl.merchant_id and l.id = cdl.location_id
      join appointments a
        on a.merchant_id = cd.merchant_id and a.location_id = cdl.location_id
        -- A coarse window the index can use, then the exact local days.
        and a.start_at >= cd.start_date - interval '1 day'
        and a.start_at < cd.end_date + interval '2 days'
        and (a.start_at at time zone l.timezone)::date between cd.start_date and cd.end_date
        and a.status not in (${inactive})
      left join clients c on c.merchant_id = a.merchant_id and c.id = a.client_id
      where cd.merchant_id = ${merchantId} and cd.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
    ) x
    where n <= ${BOOKED_LIMIT}
    order by close_date_id, n`);
  return rows.map((r) => {
    const mine = found.filter((f) => f.close_date_id === r.id);
    return {
      ...r,
      booked_appointments: mine.map((f) => ({
        id: f.id,
        reference: f.reference,
        location_id: f.location_id,
        date: f.date,
        time: f.time,
        start_at: f.start_at,
        client_name: f.client_name,
        team_member_names: f.team_member_names,
      })),
      booked_appointment_count: mine[0]?.total ?? 0,
    };
  });
}
