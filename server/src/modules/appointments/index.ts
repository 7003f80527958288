import { z } from "zod";
import { exists, inArray, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { appointments, appointmentServices } from "../../db/schema/index.js";
import { MERCHANT_ONLY, staffWith, type AccessRule } from "../../lib/access.js";
import {
  defineResource,
  mountResource,
  type Scope,
} from "../../lib/crudRoutes.js";
import { counts, findOwned, idParams, present } from "../../lib/crudShared.js";
import { badRequest, conflict } from "../../lib/httpErrors.js";
import { recordId } from "../../lib/schemas.js";
import { temporalFilter } from "../../lib/simpleRest.js";
import { tenantOf } from "../../lib/tenantScope.js";
import {
  bookAppointment,
  updateAppointment,
  type BookingRequest,
} from "./booking.js";
import { storedRecord, withServicesAndClient } from "./records.js";
import {
  appointmentRecord,
  bookingBodySchema,
  statusBodySchema,
  type BookingBody,
} from "./schemas.js";
import { changeStatus } from "./status.js";
import {
  lockIfMayChange,
  mayBook,
  narrowRows,
  ownMemberOf,
  ownVariant,
} from "../calendar/ownCalendar.js";

/** Calendar service id (DOMAIN §2). */
export const CALENDAR_SERVICE = 2;

const idList = (field: string, value: unknown) => {
  const ids = Array.isArray(value) ? value : [value];
  if (!ids.length || !ids.every((v) => recordId.safeParse(v).success))
    throw badRequest(`Invalid filter value for "${field}".`, {
      [field]: "Invalid filter value.",
    });
  return ids as number[];
};
const instantFilter = (field: string, value: unknown) =>
  new Date(temporalFilter(field, value, "instant")).toISOString();
/** Appointments with a service of this member or resource. */
const withService = (col: "team_member_id" | "resource_id", ids: number[]) =>
  exists(
    sql`(select 1 from ${appointmentServices} where ${appointmentServices.merchant_id} = ${appointments.merchant_id}
      and ${appointmentServices.appointment_id} = ${appointments.id}
      and ${inArray(appointmentServices[col], ids)})`,
  );

const def = defineResource({
  name: "appointments",
  table: appointments,
  serviceId: CALENDAR_SERVICE,
  // Written by the booking module only (the routes below); the shared reads, export and options serve the rest.
  readOnly: true,
  // Appointments, their services and clients move the booking version.
  keptAnswers: true,
  schemas: {
    create: bookingBodySchema as unknown as z.ZodObject,
    update: bookingBodySchema as unknown as z.ZodObject,
    record: appointmentRecord,
  },
  optionFields: ["reference"],
  // The calendar's lists and exports: the client's name for everyone with
  // the calendar, contacts only for those who may open clients; the single
  // appointment (details, booking answers) keeps them.
  contactFields: ["client.email", "client.mobile"],
  customFilters: {
    from: (v) => sql`${appointments.end_at} > ${instantFilter("from", v)}`,
    to: (v) => sql`${appointments.start_at} < ${instantFilter("to", v)}`,
    team_member_id: (v) =>
      withService("team_member_id", idList("team_member_id", v)),
    resource_id: (v) => withService("resource_id", idList("resource_id", v)),
  },
  hooks: { decorate: withServicesAndClient },
  // "Own calendar only" (calendar/ownCalendar.ts): lists and exports hold
  // the member's own appointments; another's, opened by id, is busy time.
  narrowing: {
    where: (req) => {
      const own = ownMemberOf(req.auth);
      return own === undefined
        ? undefined
        : withService("team_member_id", [own]);
    },
    shown: (req, rows) => narrowRows(req.auth, rows),
    variant: ownVariant,
  },
});

/** `filter.q` finds the reference or the client's name, e-mail or mobile. */
export const appointmentsResource = {
  ...def,
  list: {
    ...def.list,
    search: sql`(${appointments.search_text} || ' ' || coalesce((select c.search_text from clients c
      where c.merchant_id = ${appointments.merchant_id} and c.id = ${appointments.client_id}), ''))`,
  },
};

const toRequest = (b: BookingBody): BookingRequest => ({
  ...b,
  services: b.services.map((s) => ({ ...s, start_at: Date.parse(s.start_at) })),
});

/** POST, PUT, DELETE (refused) and the status change, in one scope. */
function registerBookingWrites(app: FastifyInstance, access: AccessRule) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["appointments"];
  type Answer = z.output<typeof appointmentRecord>;
  // The row as the write returned it: only its services and client are read after commit.
  const answer = async (req: FastifyRequest, row: object): Promise<Answer> => {
    counts.invalidate(`appointments:${tenantOf(req)}`);
    const [out] = await present(appointmentsResource, app.db, [
      row as Record<string, unknown>,
    ]);
    return out as Answer;
  };
  const actor = (req: { auth?: { id: number; role: 2 | 3 } }) => ({
    userId: req.auth?.id ?? null,
    role: req.auth?.role ?? 3,
  });
  r.post("/appointments", {
    config: { access },
    schema: {
      operationId: "createAppointment",
      summary: "Book an appointment",
      description:
        "Books one or more services (member, resource, start, duration, price; snapshots from the service when omitted) after checking working hours, close dates, who performs what, resources and double booking under row locks. A refusal is 409 with `code`, `can_override` and `conflicts`; `confirm_outside_hours` overrides `outside_hours` and `close_date` (and, for the owner, `service_unavailable`). `new_client` creates the client in the same transaction.",
      tags,
      body: bookingBodySchema,
      response: { 201: appointmentRecord },
    },
    handler: async (req, reply) => {
      const m = tenantOf(req);
      mayBook(req.auth, req.body.services);
      const stored = await bookAppointment(
        app.db,
        m,
        toRequest(req.body),
        actor(req),
      );
      counts.invalidate(`appointments:${m}`);
      reply.code(201);
      return storedRecord(
        stored,
        appointmentsResource.instantColumns,
      ) as Answer;
    },
  });
  r.put("/appointments/:id", {
    config: { access },
    schema: {
      operationId: "updateAppointment",
      summary: "Reschedule, reassign or resize an appointment",
      description:
        "Replaces the appointment's services with those in the body, checked like a new booking (its own services are not in the way); the id, reference and status stay. 409 for a cancelled, no-show or completed appointment.",
      tags,
      params: idParams,
      body: bookingBodySchema,
      response: { 200: appointmentRecord },
    },
    handler: async (req) => {
      const m = tenantOf(req);
      mayBook(req.auth, req.body.services);
      const row = await app.db.transaction(async (tx) => {
        await lockIfMayChange(tx, req.auth, m, req.params.id);
        return updateAppointment(
          tx,
          m,
          req.params.id,
          toRequest(req.body),
          actor(req),
        );
      });
      return answer(req, row);
    },
  });
  r.delete("/appointments/:id", {
    config: { access },
    schema: {
      operationId: "deleteAppointment",
      summary: "Refuse to delete an appointment",
      description:
        "Appointments are never deleted (DOMAIN §1.2): answers 409 for an appointment of the business (cancel it instead) and 404 for any other id.",
      tags,
      params: idParams,
      response: {
        409: z
          .object({
            status: z.literal(0),
            message: z.string(),
            data: z.string(),
          })
          .describe("Appointments are not deleted; cancel them instead."),
      },
    },
    handler: async (req) => {
      await findOwned(appointmentsResource, app.db, req, req.params.id);
      throw conflict("Appointments are not deleted; cancel them instead.");
    },
  });
  r.post("/appointments/:id/status", {
    config: { access },
    schema: {
      operationId: "changeAppointmentStatus",
      summary: "Change an appointment's status",
      description:
        "Confirm, mark arrived, started, completed, no-show or cancel. Forward along booked → confirmed → arrived → started → completed; cancelled (reason required) and no_show from any state before completed; no_show only once the start time has passed; a no-show may go back to booked (undo) while its time is still free of appointments and blocked time (409 otherwise, naming what took it). A refused move answers 422 naming the allowed next states on `errors.status`.",
      tags,
      params: idParams,
      body: statusBodySchema,
      response: { 200: appointmentRecord },
    },
    handler: async (req) => {
      const m = tenantOf(req);
      const row = await app.db.transaction(async (tx) => {
        await lockIfMayChange(tx, req.auth, m, req.params.id);
        return changeStatus(tx, m, req.params.id, req.body);
      });
      return answer(req, row);
    },
  });
}

/** Mounts the appointments resource in one scope (routes.ts): shared reads plus the booking writes. */
export function mountAppointments(app: FastifyInstance, scope: Scope) {
  mountResource(app, appointmentsResource, scope);
  if (scope === "merchant") registerBookingWrites(app, MERCHANT_ONLY);
  if (scope === "staff")
    registerBookingWrites(app, staffWith(CALENDAR_SERVICE));
}
