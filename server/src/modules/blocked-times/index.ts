import { z } from "zod";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  blockedTimes,
  BLOCKED_TIME_KINDS,
  locations,
  teamMembers,
} from "../../db/schema/index.js";
import type { AccessRule } from "../../lib/access.js";
import { defineResource, type ResourceDef } from "../../lib/crudRoutes.js";
import { counts, findOwned, idParams, present } from "../../lib/crudShared.js";
import { mayBlock, ownMemberOf } from "../calendar/ownCalendar.js";
import { badRequest } from "../../lib/httpErrors.js";
import { recordId } from "../../lib/schemas.js";
import { tenantOf } from "../../lib/tenantScope.js";
import {
  createBlockedTime,
  deleteBlockedTime,
  updateBlockedTime,
  type BlockedTimeInput,
} from "../calendar/blockedTime.js";

/** Calendar service id (DOMAIN §2). */
const CALENDAR_SERVICE = 2;
const MINUTE = 60_000;

const instant = z.iso.datetime({
  offset: true,
  message: "Enter a date and time such as 2026-11-25T12:00:00Z.",
});

/** POST and PUT body: the whole blocked time (a move sends it all again, as an appointment's PUT does). */
export const blockedTimeBody = z
  .object({
    location_id: recordId,
    team_member_id: recordId,
    kind: z.enum(BLOCKED_TIME_KINDS).default("other"),
    title: z.string().trim().max(120).nullish(),
    start_at: instant,
    end_at: instant,
  })
  .superRefine((b, ctx) => {
    const minutes = (Date.parse(b.end_at) - Date.parse(b.start_at)) / MINUTE;
    if (!(minutes >= 5 && minutes <= 720))
      ctx.addIssue({
        code: "custom",
        path: ["end_at"],
        message:
          minutes > 0
            ? "Blocked time lasts from 5 minutes to 12 hours."
            : "The end must be after the start.",
      });
  });
type Body = z.output<typeof blockedTimeBody>;

const iso = z.string();
export const blockedTimeRecord = z.object({
  id: z.number(),
  location_id: z.number(),
  team_member_id: z.number(),
  kind: z.enum(BLOCKED_TIME_KINDS),
  title: z.string().nullable(),
  start_at: iso,
  end_at: iso,
  created_by: z.number().nullable(),
  created_at: iso,
  updated_at: iso,
});

const instantFilter = (field: string, value: unknown) => {
  if (typeof value !== "string" || Number.isNaN(Date.parse(value)))
    throw badRequest(`Invalid filter value for "${field}".`, {
      [field]: "Enter an instant such as 2026-11-25T00:00:00Z.",
    });
  return new Date(value).toISOString();
};

/**
 * Blocked time of the calendar (issue 23): the shared reads (list, one,
 * options, CSV export; filters `from`/`to` for those overlapping a span);
 * written through the availability module (calendar/blockedTime.ts) by the
 * routes below, mounted in the write scopes like an action.
 */
export const blockedTimesResource: ResourceDef = defineResource({
  name: "blocked-times",
  table: blockedTimes,
  serviceId: CALENDAR_SERVICE,
  readOnly: true,
  keptAnswers: true,
  schemas: {
    create: blockedTimeBody as unknown as z.ZodObject,
    update: blockedTimeBody as unknown as z.ZodObject,
    record: blockedTimeRecord,
  },
  references: { location_id: locations, team_member_id: teamMembers },
  optionFields: ["kind", "title", "start_at"],
  defaultSort: ["start_at", "ASC"],
  customFilters: {
    from: (v) => sql`${blockedTimes.end_at} > ${instantFilter("from", v)}`,
    to: (v) => sql`${blockedTimes.start_at} < ${instantFilter("to", v)}`,
  },
  actions: registerBlockedTimeWrites,
});

const toInput = (b: Body): BlockedTimeInput => ({
  location_id: b.location_id,
  team_member_id: b.team_member_id,
  kind: b.kind,
  title: b.title || null,
  start: Date.parse(b.start_at),
  end: Date.parse(b.end_at),
});

/** POST, PUT and DELETE of blocked times, in a write scope (merchant/ or staff/ with the calendar). */
function registerBlockedTimeWrites(app: FastifyInstance, access: AccessRule) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["blocked-times"];
  type Answer = z.output<typeof blockedTimeRecord>;
  const answer = async (req: FastifyRequest, row: object) => {
    counts.invalidate(`blocked-times:${tenantOf(req)}`);
    const [out] = await present(blockedTimesResource, app.db, [
      row as Record<string, unknown>,
    ]);
    return out as Answer;
  };
  // The stored blocked time, read only for an "own calendar only" user.
  const ownedIfNarrowed = async (req: FastifyRequest, id: number) =>
    ownMemberOf(req.auth) === undefined
      ? undefined
      : await findOwned(blockedTimesResource, app.db, req, id);
  r.post("/blocked-times", {
    config: { access },
    schema: {
      operationId: "createBlockedTime",
      summary: "Block a team member's time",
      description:
        "Lunch, a meeting, training or other time a team member keeps free of bookings (5 minutes to 12 hours). Checked under the member's row lock like a booking: over one of their appointments or blocked times it is refused with 409 `overlap` and `conflicts`. No slot is offered over it and no booking is taken over it.",
      tags,
      body: blockedTimeBody,
      response: { 201: blockedTimeRecord },
    },
    handler: async (req, reply) => {
      mayBlock(req.auth, req.body);
      const row = await createBlockedTime(
        app.db,
        tenantOf(req),
        toInput(req.body),
        req.auth?.id ?? null,
      );
      reply.code(201);
      return answer(req, row);
    },
  });
  r.put("/blocked-times/:id", {
    config: { access },
    schema: {
      operationId: "updateBlockedTime",
      summary: "Move, resize or reassign a blocked time",
      description:
        "Replaces the blocked time with the body, checked like a new one (its own time is not in the way).",
      tags,
      params: idParams,
      body: blockedTimeBody,
      response: { 200: blockedTimeRecord },
    },
    handler: async (req) => {
      mayBlock(req.auth, req.body, await ownedIfNarrowed(req, req.params.id));
      return answer(
        req,
        await updateBlockedTime(
          app.db,
          tenantOf(req),
          req.params.id,
          toInput(req.body),
        ),
      );
    },
  });
  r.delete("/blocked-times/:id", {
    config: { access },
    schema: {
      operationId: "deleteBlockedTime",
      summary: "Remove a blocked time",
      description: "Frees the time; answers the blocked time as it was.",
      tags,
      params: idParams,
      response: { 200: blockedTimeRecord },
    },
    handler: async (req) => {
      mayBlock(req.auth, undefined, await ownedIfNarrowed(req, req.params.id));
      return answer(
        req,
        await deleteBlockedTime(app.db, tenantOf(req), req.params.id),
      );
    },
  });
}
