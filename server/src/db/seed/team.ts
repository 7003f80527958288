import { sql } from "drizzle-orm";
import {
  departments,
  shiftOverrides,
  shiftPatterns,
  teamMemberLocations,
  teamMembers,
  timeOff,
  type TimeInterval,
  type WeekHours,
} from "../schema/index.js";
import { addDays, mondayOf, nextWeekday, zonedInstant } from "./dates.js";
import { indexBy, insertAll, stamped, type SeedContext } from "./context.js";
import { DEMO_BUSINESS, type Business } from "./business.js";
import { withPhones } from "./phones.js";

export type MemberKey =
  "rosa" | "sofia" | "marco" | "lena" | "amira" | "kenji" | "chloe" | "olga";

/** "is" = Innere Stadt, "nb" = Neubau. */
type LocKey = "is" | "nb";
type DeptKey = "front" | "body" | "beauty";

interface MemberDef {
  key: MemberKey;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  job_title: string;
  calendar_colour: string;
  locations: LocKey[];
  department: DeptKey;
  /** Days before the anchor. */
  startedDaysAgo: number;
  bookable_online: boolean;
}

/** Logins of three of them are in accounts.ts (same e-mails). */
export const TEAM: readonly MemberDef[] = [
  {
    key: "rosa",
    first_name: "Rosa",
    last_name: "Klein",
    email: "reception@example.com",
    mobile: "+436641234501",
    job_title: "Receptionist",
    calendar_colour: "#E91E63",
    locations: ["is"],
    department: "front",
    startedDaysAgo: 1150,
    bookable_online: false,
  },
  {
    key: "sofia",
    first_name: "Sofia",
    last_name: "Lindqvist",
    email: "manager@example.com",
    mobile: "+436641234502",
    job_title: "Spa manager",
    calendar_colour: "#7E57C2",
    locations: ["is", "nb"],
    department: "body",
    startedDaysAgo: 1620,
    bookable_online: true,
  },
  {
    key: "marco",
    first_name: "Marco",
    last_name: "Bianchi",
    email: "therapist@example.com",
    mobile: "+436641234503",
    job_title: "Massage therapist",
    calendar_colour: "#3F51B5",
    locations: ["is"],
    department: "body",
    startedDaysAgo: 980,
    bookable_online: true,
  },
  {
    key: "lena",
    first_name: "Lena",
    last_name: "Vogel",
    email: "lena.vogel@serenity-spa.example.com",
    mobile: "+436641234504",
    job_title: "Senior beautician",
    calendar_colour: "#009688",
    locations: ["is"],
    department: "beauty",
    startedDaysAgo: 1400,
    bookable_online: true,
  },
  {
    key: "amira",
    first_name: "Amira",
    last_name: "Haddad",
    email: "amira.haddad@serenity-spa.example.com",
    mobile: "+436761234505",
    job_title: "Nail technician",
    calendar_colour: "#FF7043",
    locations: ["nb"],
    department: "beauty",
    startedDaysAgo: 610,
    bookable_online: true,
  },
  {
    key: "kenji",
    first_name: "Kenji",
    last_name: "Tanaka",
    email: "kenji.tanaka@serenity-spa.example.com",
    mobile: "+436761234506",
    job_title: "Sports massage therapist",
    calendar_colour: "#1E88E5",
    locations: ["nb"],
    department: "body",
    startedDaysAgo: 520,
    bookable_online: true,
  },
  {
    key: "chloe",
    first_name: "Chloé",
    last_name: "Martin",
    email: "chloe.martin@serenity-spa.example.com",
    mobile: "+436991234507",
    job_title: "Laser specialist",
    calendar_colour: "#8D6E63",
    locations: ["is"],
    department: "beauty",
    startedDaysAgo: 45,
    bookable_online: true,
  },
  {
    key: "olga",
    first_name: "Olga",
    last_name: "Petrova",
    email: "olga.petrova@serenity-spa.example.com",
    mobile: "+436991234508",
    job_title: "Beauty therapist",
    calendar_colour: "#43A047",
    locations: ["nb"],
    department: "beauty",
    startedDaysAgo: 760,
    bookable_online: true,
  },
];

export interface Member {
  key: MemberKey;
  id: number;
  name: string;
  email: string;
  locationIds: number[];
}
export type Team = Record<MemberKey, Member>;

const day = (start: string, end: string): TimeInterval[] => [{ start, end }];
const split = (a: string, b: string, c: string, d: string): TimeInterval[] => [
  { start: a, end: b },
  { start: c, end: d },
];

/** Departments, eight team members with their locations, shift patterns, overrides and time off. */
export async function seedTeam(
  ctx: SeedContext,
  business: Business,
): Promise<Team> {
  const { tx, merchantId: merchant_id, today } = ctx;
  const [innere, neubau] = business.locations;
  const locId = (k: LocKey) => (k === "is" ? innere.id : neubau.id);

  const depts = await tx
    .insert(departments)
    .values(
      stamped(ctx, departments, [
        { merchant_id, name: "Front desk", location_id: innere.id },
        { merchant_id, name: "Massage & Body", location_id: null },
        { merchant_id, name: "Beauty & Nails", location_id: null },
      ]),
    )
    .returning({ id: departments.id, name: departments.name });
  const dept = indexBy(depts, "name");
  const deptId: Record<DeptKey, number> = {
    front: dept("Front desk").id,
    body: dept("Massage & Body").id,
    beauty: dept("Beauty & Nails").id,
  };

  const inserted = await tx
    .insert(teamMembers)
    .values(
      await withPhones(
        stamped(
          ctx,
          teamMembers,
          TEAM.map((m, i) => ({
            merchant_id,
            first_name: m.first_name,
            last_name: m.last_name,
            email: m.email,
            mobile: m.mobile,
            job_title: m.job_title,
            calendar_colour: m.calendar_colour,
            employment_start: addDays(today, -m.startedDaysAgo),
            bookable_online: m.bookable_online,
            sort_order: i + 1,
            department_id: deptId[m.department],
            // Chloé joined recently: her row is as new as she is.
            ...(m.startedDaysAgo < 180
              ? {
                  created_at: zonedInstant(
                    addDays(today, -m.startedDaysAgo - 3),
                    "10:15",
                    ctx.timeZone,
                  ),
                }
              : {}),
          })),
        ),
        ["mobile", "phone"],
        DEMO_BUSINESS.country_code,
      ),
    )
    .returning({ id: teamMembers.id, email: teamMembers.email });
  const byEmail = indexBy(inserted, "email");
  const team = {} as Team;
  for (const m of TEAM)
    team[m.key] = {
      key: m.key,
      id: byEmail(m.email).id,
      name: `${m.first_name} ${m.last_name}`,
      email: m.email,
      locationIds: m.locations.map(locId),
    };

  // Department managers point at members: set once both exist.
  await tx.execute(sql`
    update ${departments} set manager_team_member_id = case ${departments.id}
      when ${deptId.front} then ${team.rosa.id}::int
      when ${deptId.body} then ${team.sofia.id}::int
      when ${deptId.beauty} then ${team.lena.id}::int end
    where ${departments.merchant_id} = ${merchant_id}`);

  await insertAll(
    ctx,
    teamMemberLocations,
    TEAM.flatMap((m) =>
      team[m.key].locationIds.map((location_id) => ({
        team_member_id: team[m.key].id,
        location_id,
      })),
    ),
  );

  // Shift patterns: weeks counted from the Monday of start_date (DOMAIN §3.18).
  const p0 = mondayOf(addDays(today, -182));
  const p1 = mondayOf(addDays(today, -56));
  const chloeStart = addDays(today, -45);
  const week = (w: WeekHours) => w;
  const pattern = (
    key: MemberKey,
    loc: LocKey,
    start_date: string,
    end_date: string | null,
    weeks: WeekHours[],
  ) => ({
    merchant_id,
    team_member_id: team[key].id,
    location_id: locId(loc),
    start_date,
    end_date,
    repeat_weeks: weeks.length,
    weeks,
  });
  await insertAll(ctx, shiftPatterns, [
    pattern("rosa", "is", p0, null, [
      week({
        mon: day("09:00", "17:30"),
        tue: day("09:00", "17:30"),
        wed: day("09:00", "17:30"),
        thu: day("11:30", "20:00"),
        fri: day("09:00", "17:30"),
      }),
    ]),
    // Sofia ran Neubau until eight weeks ago; since then she is based in the Innere Stadt.
    pattern("sofia", "nb", p0, addDays(p1, -1), [
      week({
        tue: day("10:00", "19:00"),
        wed: day("10:00", "19:00"),
        thu: split("10:00", "14:00", "15:00", "21:00"),
        fri: day("10:00", "19:00"),
        sat: day("09:00", "16:00"),
      }),
    ]),
    pattern("sofia", "is", p1, null, [
      week({
        mon: split("09:00", "13:00", "14:00", "18:00"),
        tue: split("09:00", "13:00", "14:00", "18:00"),
        wed: split("09:00", "13:00", "14:00", "18:00"),
        thu: split("11:00", "15:00", "16:00", "20:00"),
        fri: split("09:00", "13:00", "14:00", "17:00"),
      }),
    ]),
    pattern("marco", "is", p0, null, [
      week({
        mon: split("10:00", "14:00", "14:30", "19:00"),
        tue: split("10:00", "14:00", "14:30", "19:00"),
        thu: split("11:00", "15:00", "15:30", "20:00"),
        fri: split("10:00", "14:00", "14:30", "19:00"),
        sat: day("09:00", "15:00"),
      }),
    ]),
    pattern("lena", "is", p0, null, [
      week({
        tue: split("09:00", "13:00", "13:30", "17:00"),
        wed: split("09:00", "13:00", "13:30", "17:00"),
        thu: split("12:00", "16:00", "16:30", "20:00"),
        fri: split("09:00", "13:00", "13:30", "17:00"),
        sat: day("09:00", "18:00"),
      }),
    ]),
    pattern("amira", "nb", p0, null, [
      week({
        tue: day("10:00", "19:00"),
        wed: day("10:00", "19:00"),
        thu: day("12:00", "21:00"),
        fri: day("10:00", "19:00"),
        sat: day("09:00", "16:00"),
      }),
    ]),
    // The two-week rotation: long mid-week days, then a Thursday-to-Saturday week.
    pattern("kenji", "nb", p0, null, [
      week({
        tue: split("10:00", "14:00", "15:00", "19:00"),
        wed: split("10:00", "14:00", "15:00", "19:00"),
        thu: split("10:00", "14:00", "15:00", "19:00"),
      }),
      week({
        thu: split("12:00", "16:00", "16:30", "21:00"),
        fri: split("10:00", "14:00", "15:00", "19:00"),
        sat: day("09:00", "16:00"),
      }),
    ]),
    {
      ...pattern("chloe", "is", chloeStart, null, [
        week({
          mon: day("09:00", "18:00"),
          wed: day("09:00", "18:00"),
          fri: day("09:00", "18:00"),
          sat: day("09:00", "14:00"),
        }),
      ]),
      created_at: zonedInstant(addDays(chloeStart, -3), "10:20", ctx.timeZone),
    },
    pattern("olga", "nb", p0, null, [
      week({
        wed: day("10:00", "19:00"),
        thu: split("10:00", "15:00", "16:00", "21:00"),
        fri: day("10:00", "19:00"),
        sat: day("09:00", "16:00"),
      }),
    ]),
  ]);

  const nextSat = nextWeekday(addDays(today, 1), 5);
  const swapDay = nextWeekday(addDays(today, -9), 1); // a past Tuesday
  const override = (
    key: MemberKey,
    loc: LocKey,
    date: string,
    intervals: TimeInterval[],
    note: string,
  ) => ({
    merchant_id,
    team_member_id: team[key].id,
    location_id: locId(loc),
    date,
    intervals,
    note,
  });
  await insertAll(ctx, shiftOverrides, [
    override(
      "sofia",
      "nb",
      nextSat,
      day("09:30", "16:00"),
      "Covering Saturdays at Neubau",
    ),
    override(
      "sofia",
      "nb",
      addDays(nextSat, 7),
      day("09:30", "16:00"),
      "Covering Saturdays at Neubau",
    ),
    override(
      "sofia",
      "nb",
      addDays(nextSat, 14),
      day("09:30", "16:00"),
      "Covering Saturdays at Neubau",
    ),
    override(
      "marco",
      "is",
      nextWeekday(addDays(today, 3), 0),
      [],
      "Day off – swapped shift",
    ),
    override(
      "lena",
      "is",
      nextWeekday(addDays(today, 2), 3),
      day("12:00", "20:00"),
      "Evening skincare event",
    ),
    override("amira", "nb", swapDay, [], "Swapped with Olga"),
    override(
      "olga",
      "nb",
      swapDay,
      day("10:00", "19:00"),
      "Covering for Amira",
    ),
    override(
      "kenji",
      "nb",
      nextWeekday(addDays(today, 8), 3),
      day("10:00", "14:00"),
      "Short day",
    ),
    override(
      "chloe",
      "is",
      nextWeekday(addDays(today, 10), 1),
      day("13:00", "20:00"),
      "Extra laser evening",
    ),
    override(
      "rosa",
      "is",
      nextWeekday(addDays(today, 1), 4),
      day("12:00", "20:00"),
      "Late reception shift",
    ),
  ]);

  const local = (date: string, time: string) =>
    zonedInstant(date, time, ctx.timeZone);
  const marcoLeave = nextWeekday(addDays(today, 14), 0);
  await insertAll(ctx, timeOff, [
    {
      merchant_id,
      team_member_id: team.marco.id,
      start_at: local(marcoLeave, "00:00"),
      end_at: local(addDays(marcoLeave, 5), "00:00"),
      type: "annual",
      note: "Family holiday",
    },
    {
      merchant_id,
      team_member_id: team.lena.id,
      start_at: local(addDays(today, -10), "00:00"),
      end_at: local(addDays(today, -9), "00:00"),
      type: "sick",
      note: "Sick leave",
    },
    {
      merchant_id,
      team_member_id: team.kenji.id,
      start_at: local(nextWeekday(addDays(today, 7), 1), "09:00"),
      end_at: local(nextWeekday(addDays(today, 7), 1), "13:00"),
      type: "training",
      note: "Lymphatic drainage course",
    },
    {
      merchant_id,
      team_member_id: team.amira.id,
      start_at: local(addDays(today, -40), "00:00"),
      end_at: local(addDays(today, -35), "00:00"),
      type: "annual",
      note: "Holiday",
    },
    {
      merchant_id,
      team_member_id: team.olga.id,
      start_at: local(addDays(today, 20), "14:00"),
      end_at: local(addDays(today, 20), "18:00"),
      type: "other",
      note: "Moving house",
    },
    {
      merchant_id,
      team_member_id: team.rosa.id,
      start_at: local(addDays(today, 30), "00:00"),
      end_at: local(addDays(today, 35), "00:00"),
      type: "annual",
      note: "Holiday",
    },
  ]);

  return team;
}
