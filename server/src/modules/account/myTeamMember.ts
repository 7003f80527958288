import { z } from "zod";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  locations,
  services,
  serviceTeamMembers,
  teamMemberLocations,
  teamMembers,
} from "../../db/schema/index.js";
import type { AccessRule } from "../../lib/access.js";
import { notFound } from "../../lib/httpErrors.js";
import {
  sameBusinessRow,
  tenantOf,
  tenantWhere,
} from "../../lib/tenantScope.js";
import { datesFrom, memberWorking } from "../calendar/availability.js";
import { loadAvailabilityContext } from "../calendar/loadContext.js";
import { ownMemberOf } from "../calendar/ownCalendar.js";
import { addDays, localTime, wireInstant } from "../calendar/zonedTime.js";

/** Days of shifts the profile shows, today included. */
const SHIFT_DAYS = 14;

const named = z.object({ id: z.number().int(), name: z.string() });
const answer = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  job_title: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  phone: z.string().nullable(),
  calendar_colour: z.string(),
  photo_path: z.string().nullable(),
  /** The login sees and changes only this member's appointments (issue 23): the calendar offers booking only in their column. */
  own_calendar_only: z.boolean(),
  locations: z.array(named),
  services: z.array(named),
  shifts: z.array(
    z.object({
      location_id: z.number().int(),
      location: z.string(),
      time_zone: z.string(),
      date: z.string(),
      start_at: z.string(),
      end_at: z.string(),
    }),
  ),
});

/**
 * `GET <merchant/>me/team-member`: the signed-in user's own team-member
 * profile, read-only: contact, locations, the services they perform and
 * their working time for the next two weeks. Only their own linked member,
 * whatever their permissions; 404 when the login has none.
 */
export function myTeamMemberRoute(app: FastifyInstance, access: AccessRule) {
  app.withTypeProvider<ZodTypeProvider>().get("/me/team-member", {
    config: { access },
    schema: {
      operationId: "getMyTeamMember",
      summary: "The signed-in user's own team-member profile",
      description:
        "The team member linked to the signed-in login (read-only, no team-members permission needed): name, job title, contact, the locations they work at, the services they perform, their working time (shifts minus time off and close dates) from today for 14 days at each location, and `own_calendar_only` (the login sees and changes only this member's appointments). 404 when the login is linked to no team member.",
      tags: ["account"],
      response: { 200: answer },
    },
    handler: async (req) => {
      const memberId = req.auth?.teamMemberId;
      if (!memberId)
        throw notFound("Your login is not linked to a team member.");
      const [member] = await app.db
        .select({
          id: teamMembers.id,
          first_name: teamMembers.first_name,
          last_name: teamMembers.last_name,
          job_title: teamMembers.job_title,
          email: teamMembers.email,
          mobile: teamMembers.mobile,
          phone: teamMembers.phone,
          calendar_colour: teamMembers.calendar_colour,
          photo_path: teamMembers.photo_path,
        })
        .from(teamMembers)
        .where(
          and(
            tenantWhere(teamMembers, req),
            eq(teamMembers.id, memberId),
            isNull(teamMembers.archived_at),
          ),
        );
      if (!member) throw notFound("Your login is not linked to a team member.");
      const at = await app.db
        .select({
          id: locations.id,
          name: locations.name,
          time_zone: locations.timezone,
        })
        .from(teamMemberLocations)
        .innerJoin(
          locations,
          sameBusinessRow(locations, teamMemberLocations.location_id),
        )
        .where(
          and(
            tenantWhere(teamMemberLocations, req),
            eq(teamMemberLocations.team_member_id, memberId),
            isNull(locations.archived_at),
          ),
        )
        .orderBy(asc(locations.name));
      const performs = await app.db
        .select({ id: services.id, name: services.name })
        .from(serviceTeamMembers)
        .innerJoin(
          services,
          sameBusinessRow(services, serviceTeamMembers.service_id),
        )
        .where(
          and(
            tenantWhere(serviceTeamMembers, req),
            eq(serviceTeamMembers.team_member_id, memberId),
            isNull(services.archived_at),
          ),
        )
        .orderBy(asc(services.name));
      const now = Date.now();
      const shifts = [];
      for (const location of at) {
        const from = localTime(location.time_zone, now).date;
        const to = addDays(from, SHIFT_DAYS - 1);
        const ctx = await loadAvailabilityContext(app.db, tenantOf(req), {
          locationId: location.id,
          from,
          to,
          memberIds: [memberId],
          resourceIds: [],
          serviceIds: [],
          busy: false,
        });
        for (const date of datesFrom(from, to))
          for (const w of memberWorking(ctx, memberId, date))
            if (w.end > now)
              shifts.push({
                location_id: location.id,
                location: location.name,
                time_zone: location.time_zone,
                date,
                start_at: wireInstant(w.start),
                end_at: wireInstant(w.end),
              });
      }
      shifts.sort((a, b) => a.start_at.localeCompare(b.start_at));
      return {
        ...member,
        own_calendar_only: ownMemberOf(req.auth) !== undefined,
        locations: at.map(({ id, name }) => ({ id, name })),
        services: performs,
        shifts,
      };
    },
  });
}
