import { z } from "zod";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { clients } from "../../db/schema/index.js";
import type { AccessRule } from "../../lib/access.js";
import { badRequest } from "../../lib/httpErrors.js";
import { isoDate, recordIdParam } from "../../lib/schemas.js";
import { tenantOf } from "../../lib/tenantScope.js";
import {
  closeDateOn,
  datesFrom,
  freeSlots,
  memberWorking,
  openingHours,
  resourceHours,
} from "./availability.js";
import { LONGEST } from "./busy.js";
import { epochMs, flatJson, flatValues } from "../../db/flatJson.js";
import { contextOf, loadAvailabilityContext } from "./loadContext.js";
import { masterData, versionAnd } from "./masterCache.js";
import { registerCalendarEntries } from "./entries.js";
import { registerClientSummary } from "./clientSummary.js";
import { registerCalendarServices } from "./serviceChoices.js";
import {
  addDays,
  daysBetween,
  hhmm,
  wireInstant,
  zonedInstant,
} from "./zonedTime.js";

const iso = wireInstant;
const HOUR = 3_600_000;
const span = (i: { start: number; end: number }) => ({
  start_at: iso(i.start),
  end_at: iso(i.end),
});
const interval = z.object({ start_at: z.string(), end_at: z.string() });

const availabilityQuery = z.object({
  service_id: recordIdParam,
  pricing_option_id: recordIdParam,
  location_id: recordIdParam,
  date: isoDate,
  team_member_id: recordIdParam.optional(),
  days: z.coerce.number().int().min(1).max(7).default(1),
});
const availabilityAnswer = z.object({
  time_zone: z.string(),
  slot_interval_minutes: z.number(),
  days: z.array(
    z.object({
      date: z.string(),
      members: z.array(
        z.object({
          team_member_id: z.number(),
          slots: z.array(z.object({ start_at: z.string(), time: z.string() })),
        }),
      ),
    }),
  ),
});

const frameQuery = z.object({
  location_id: recordIdParam,
  from: isoDate,
  to: isoDate,
});
const frameAnswer = z.object({
  time_zone: z.string(),
  location: z.object({ id: z.number(), name: z.string() }),
  days: z.array(
    z.object({
      date: z.string(),
      open: z.array(interval),
      close_date: z
        .object({ id: z.number(), description: z.string() })
        .nullable(),
    }),
  ),
  team_members: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      colour: z.string(),
      department_id: z.number().nullable(),
      sort_order: z.number(),
      /** Performs a service offered at the location: a column of the calendar. */
      bookable: z.boolean(),
      working: z.array(interval),
      time_off: z.array(
        interval.extend({
          id: z.number(),
          type: z.string(),
          note: z.string().nullable(),
        }),
      ),
    }),
  ),
  resources: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      resource_category_id: z.number().nullable(),
      hours: z.array(interval),
    }),
  ),
});

const clientAnswer = z.array(
  z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    blocked: z.boolean(),
  }),
);

/**
 * The calendar's own reads (CALENDAR_API.md): free slots, the frame of a
 * location's days (opening hours, close dates, who works when, resource
 * hours) and the client lookup for booking. All read through the
 * availability module.
 */
export function registerCalendarReads(
  app: FastifyInstance,
  access: AccessRule,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["calendar"];
  registerCalendarServices(app, access);
  registerCalendarEntries(app, access);
  registerClientSummary(app, access);

  r.get("/calendar/availability", {
    config: { access, keptAnswer: true },
    schema: {
      operationId: "getCalendarAvailability",
      summary: "Free start times of a service",
      description:
        "For a service and pricing option at a location, the free start times per team member from `date` for `days` days (1–7), at the online booking slot interval: inside working time, clear of busy time (duration + blocked_after; the resource's duration + extra time), of close dates and time off, and inside the service's availability rules. Each slot is the UTC instant and the local `HH:mm`.",
      tags,
      querystring: availabilityQuery,
      response: { 200: availabilityAnswer },
    },
    handler: async (req) => {
      const q = req.query;
      const to = addDays(q.date, q.days - 1);
      const ctx = await loadAvailabilityContext(app.db, tenantOf(req), {
        locationId: q.location_id,
        from: q.date,
        to,
        serviceIds: [q.service_id],
        references: false,
      });
      const service = ctx.services.get(q.service_id);
      if (!service)
        throw badRequest("The selected service does not exist.", {
          service_id: "The selected service does not exist.",
        });
      if (!service.options.some((o) => o.id === q.pricing_option_id))
        throw badRequest("Choose a pricing option of this service.", {
          pricing_option_id: "Choose a pricing option of this service.",
        });
      const now = Date.now();
      const days = datesFrom(q.date, to).map((date) => ({
        date,
        members: freeSlots(ctx, {
          serviceId: q.service_id,
          pricingOptionId: q.pricing_option_id,
          date,
          memberId: q.team_member_id,
          channel: "in_store",
          notBefore: now,
        }),
      }));
      // Slots only drop out as time passes (notBefore): the answer holds
      // until the first one it offers has begun.
      let firstSlot = Infinity;
      for (const d of days)
        for (const m of d.members)
          for (const s of m.slots) firstSlot = Math.min(firstSlot, s.start);
      req.answerValidUntil = firstSlot;
      return {
        time_zone: ctx.timeZone,
        slot_interval_minutes: ctx.slot_interval_minutes,
        days: days.map(({ date, members }) => ({
          date,
          members: members.map((m) => ({
            team_member_id: m.team_member_id,
            slots: m.slots.map((s) => ({
              start_at: iso(s.start),
              time: hhmm(s.minutes),
            })),
          })),
        })),
      };
    },
  });

  r.get("/calendar/frame", {
    config: { access, keptAnswer: true },
    schema: {
      operationId: "getCalendarFrame",
      summary:
        "Opening hours, working time and resource hours of a location's days",
      description:
        "For `from` to `to` (inclusive local dates, at most 31 days): each day's opening hours and close date, the team members who work at the location or have an appointment there in calendar order with their working time (minus time off and close dates) and time off, and each resource's hours.",
      tags,
      querystring: frameQuery,
      response: { 200: frameAnswer },
    },
    handler: async (req) => {
      const { location_id, from, to } = req.query;
      const n = daysBetween(from, to);
      if (n < 0 || n > 30)
        throw badRequest(
          "Choose at most 31 days, ending on or after the first.",
          {
            to: "Choose at most 31 days, ending on or after the first.",
          },
        );
      const m = tenantOf(req);
      const frame = {
        locationId: location_id,
        from,
        to,
        serviceIds: [],
        busy: false,
      };
      // Members with an appointment here in the range, even if not linked to
      // the location, with the master-data version, in one round trip. The
      // local midnights lie within UTC −14 h … +12 h of the dates' UTC ones;
      // the rows are cut to the location's own day below. A service is never
      // longer than LONGEST, which bounds the start_at index scan from below.
      const { read, rows } = await versionAnd<{ booked: string | null }>(
        app.db,
        m,
        sql`select ${flatJson([sql`s.team_member_id`, epochMs("s.start_at"), epochMs("s.end_at")])} as booked
          from appointment_services s
          join appointments a on a.merchant_id = s.merchant_id and a.id = s.appointment_id
          where s.merchant_id = ${m} and a.location_id = ${location_id}
            and s.start_at < ${iso(Date.parse(addDays(to, 1)) + 12 * HOUR)}
            and s.end_at > ${iso(Date.parse(from) - 14 * HOUR)}
            and s.start_at > ${iso(Date.parse(from) - 14 * HOUR - LONGEST)}`,
        "cal_frame_booked",
      );
      const master = await masterData(app.db, read);
      const ctx = contextOf(master, frame);
      const bookable = (ids: Set<number>) =>
        [...ids].some((id) => {
          const s = master.services.get(id);
          return (
            s !== undefined && !s.archived && s.location_ids.has(location_id)
          );
        });
      const dates = datesFrom(from, to);
      const start = zonedInstant(ctx.timeZone, from, 0);
      const end = zonedInstant(ctx.timeZone, addDays(to, 1), 0);
      const bookedHere = new Set<number>();
      const b = flatValues(rows[0]?.booked ?? null) as number[];
      for (let i = 0; i + 3 <= b.length; i += 3)
        if (b[i + 1] < end && b[i + 2] > start) bookedHere.add(b[i]);
      const extra = [...bookedHere].filter((id) => !ctx.members.has(id));
      const guests = extra.length
        ? contextOf(master, { ...frame, memberIds: extra, resourceIds: [] })
        : undefined;
      const members = [
        ...ctx.members.values(),
        ...(guests ? guests.members.values() : []),
      ]
        .filter((mb) => !mb.archived || extra.includes(mb.id))
        .filter(
          (mb) =>
            extra.includes(mb.id) ||
            dates.some((d) => memberWorking(ctx, mb.id, d).length > 0),
        )
        .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
      return {
        time_zone: ctx.timeZone,
        location: { id: ctx.location.id, name: ctx.location.name },
        days: dates.map((date) => {
          const c = closeDateOn(ctx, date);
          return {
            date,
            open: openingHours(ctx, date).map(span),
            close_date: c ? { id: c.id, description: c.description } : null,
          };
        }),
        team_members: members.map((mb) => ({
          id: mb.id,
          name: mb.name,
          colour: mb.colour,
          department_id: mb.department_id,
          sort_order: mb.sort_order,
          bookable: bookable(mb.service_ids),
          working: ctx.members.has(mb.id)
            ? dates.flatMap((d) => memberWorking(ctx, mb.id, d).map(span))
            : [],
          time_off: mb.time_off.map((t) => ({
            id: t.id,
            type: t.type,
            note: t.note,
            ...span(t),
          })),
        })),
        resources: [...ctx.resources.values()]
          .filter((res) => !res.archived)
          .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
          .map((res) => ({
            id: res.id,
            name: res.name,
            resource_category_id: res.resource_category_id,
            hours: dates.flatMap((d) =>
              resourceHours(ctx, res.id, d).map(span),
            ),
          })),
      };
    },
  });

  r.get("/calendar/clients", {
    config: { access },
    schema: {
      operationId: "searchCalendarClients",
      summary: "Find a client to book",
      description:
        "Up to 20 clients whose name, mobile or e-mail contain every word of `q` (not archived), clients who are not blocked first; blocked ones carry `blocked: true`. Needs the calendar service only, so calendar staff can book without the clients area.",
      tags,
      querystring: z.object({ q: z.string().trim().max(100).default("") }),
      response: { 200: clientAnswer },
    },
    handler: async (req) => {
      const words = req.query.q
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 8);
      const like = (w: string) => `%${w.replace(/[\\%_]/g, "\\$&")}%`;
      const rows = await app.db
        .select({
          id: clients.id,
          first_name: clients.first_name,
          last_name: clients.last_name,
          mobile: clients.mobile,
          email: clients.email,
          blocked: clients.blocked_online,
        })
        .from(clients)
        .where(
          and(
            eq(clients.merchant_id, tenantOf(req)),
            isNull(clients.archived_at),
            ...words.map((w) => sql`${clients.search_text} like ${like(w)}`),
          ),
        )
        .orderBy(
          asc(clients.blocked_online),
          asc(clients.first_name),
          asc(clients.last_name),
          desc(clients.id),
        )
        .limit(20);
      return rows;
    },
  });
}
