import { z } from "zod";
import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { appointments, blockedTimes } from "../../db/schema/index.js";
import type { AccessRule } from "../../lib/access.js";
import { hideContacts, seesContacts } from "../../lib/contactAccess.js";
import { present } from "../../lib/crudShared.js";
import { badRequest, notFound } from "../../lib/httpErrors.js";
import { storedColumns } from "../../lib/listPage.js";
import { isoDate, recordIdParam } from "../../lib/schemas.js";
import { tenantOf } from "../../lib/tenantScope.js";
import { appointmentsResource } from "../appointments/index.js";
import { appointmentRecord } from "../appointments/schemas.js";
import {
  blockedTimeRecord,
  blockedTimesResource,
} from "../blocked-times/index.js";
import { masterData, versionAnd } from "./masterCache.js";
import { narrowRows, ownVariant } from "./ownCalendar.js";
import { addDays, daysBetween, zonedInstant } from "./zonedTime.js";

const RANGE = "Choose at most 31 days, ending on or after the first.";

/**
 * `GET {p}/calendar/entries?location_id&from&to`: everything the calendar
 * draws for a location's days, whatever their number (issue 23): the
 * appointments (every status) and blocked times overlapping the local days
 * `from` to `to` (inclusive, at most 31), in start order. A list of the list
 * contract pages at 100 rows; a day of a busy location has more, and the
 * calendar must never show free time that is booked. Kept between writes
 * like the calendar's other reads.
 */
export function registerCalendarEntries(
  app: FastifyInstance,
  access: AccessRule,
) {
  app.withTypeProvider<ZodTypeProvider>().get("/calendar/entries", {
    config: {
      access,
      keptAnswer: true,
      // Clients' contacts only for users who may open clients, others'
      // appointments as busy time for "own calendar only": kept apart.
      keptAnswerVariant: (req) =>
        `${seesContacts(req.auth) ? "contacts" : ""}${ownVariant(req)}`,
    },
    schema: {
      operationId: "getCalendarEntries",
      summary: "Every appointment and blocked time of a location's days",
      description:
        "For `from` to `to` (inclusive local dates of the location, at most 31 days): every appointment at the location overlapping those days (any status, with its services and client, as the appointments list sends them: the client's e-mail and mobile only for users who may open clients; for a user with their own calendar only, other members' appointments as busy time without client, notes or price, `busy_only: true`) and every blocked time set there, in start order, however many there are.",
      tags: ["calendar"],
      querystring: z.object({
        location_id: recordIdParam,
        from: isoDate,
        to: isoDate,
      }),
      response: {
        200: z.object({
          time_zone: z.string(),
          appointments: z.array(appointmentRecord),
          blocked_times: z.array(blockedTimeRecord),
        }),
      },
    },
    handler: async (req) => {
      const { location_id, from, to } = req.query;
      const n = daysBetween(from, to);
      if (n < 0 || n > 30) throw badRequest(RANGE, { to: RANGE });
      const m = tenantOf(req);
      const { read } = await versionAnd(app.db, m, null, "cal_version");
      const location = (await masterData(app.db, read)).locations.get(
        location_id,
      );
      if (!location) throw notFound("The location does not exist.");
      const start = new Date(
        zonedInstant(location.timezone, from, 0),
      ).toISOString();
      const end = new Date(
        zonedInstant(location.timezone, addDays(to, 1), 0),
      ).toISOString();
      const [rows, blocked] = await Promise.all([
        app.db
          .select(storedColumns(appointments))
          .from(appointments)
          .where(
            and(
              eq(appointments.merchant_id, m),
              eq(appointments.location_id, location_id),
              lt(appointments.start_at, end),
              gt(appointments.end_at, start),
            ),
          )
          .orderBy(asc(appointments.start_at), asc(appointments.id)),
        app.db
          .select()
          .from(blockedTimes)
          .where(
            and(
              eq(blockedTimes.merchant_id, m),
              eq(blockedTimes.location_id, location_id),
              lt(blockedTimes.start_at, end),
              gt(blockedTimes.end_at, start),
            ),
          )
          .orderBy(asc(blockedTimes.start_at), asc(blockedTimes.id)),
      ]);
      const shown = narrowRows(
        req.auth,
        await present(appointmentsResource, app.db, rows),
      ) as z.output<typeof appointmentRecord>[];
      return {
        time_zone: location.timezone,
        // As the appointments list sends them (lib/contactAccess.ts).
        appointments: seesContacts(req.auth)
          ? shown
          : hideContacts(shown, appointmentsResource.contactFields ?? []),
        blocked_times: (await present(
          blockedTimesResource,
          app.db,
          blocked,
        )) as z.output<typeof blockedTimeRecord>[],
      };
    },
  });
}
