import { z } from "zod";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AccessRule } from "../../lib/access.js";
import { seesContacts } from "../../lib/contactAccess.js";
import { notFound } from "../../lib/httpErrors.js";
import { idParams } from "../../lib/crudShared.js";
import { tenantOf } from "../../lib/tenantScope.js";
import { isoInstant } from "../../lib/wire.js";

export const clientSummaryAnswer = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  /** Null for users who may not open clients (lib/contactAccess.ts). */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
  blocked_online: z.boolean(),
  block_reason: z.string().nullable(),
  /** The start of the latest completed appointment, or null. */
  last_visit: z.string().nullable(),
  no_shows: z.number(),
  late_cancellations: z.number(),
});

/**
 * `GET {p}/calendar/clients/:id/summary` (issue 23): what the calendar's
 * appointment panel shows of its client: notes and alerts, last visit,
 * no-shows and late cancellations, and the contacts for users who may open
 * clients. Needs the calendar service only, like the calendar's client search.
 */
export function registerClientSummary(
  app: FastifyInstance,
  access: AccessRule,
) {
  app.withTypeProvider<ZodTypeProvider>().get("/calendar/clients/:id/summary", {
    config: { access },
    schema: {
      operationId: "getCalendarClientSummary",
      summary: "A client as the calendar's appointment panel shows them",
      description:
        "Notes, the online-booking block and its reason, the latest completed visit, the number of no-shows and of late cancellations; the mobile and e-mail only for users who may open clients (null otherwise). 404 for a client of another business.",
      tags: ["calendar"],
      params: idParams,
      response: { 200: clientSummaryAnswer },
    },
    handler: async (req) => {
      const m = tenantOf(req);
      const { rows } = await app.db.execute<{
        id: number;
        first_name: string;
        last_name: string | null;
        mobile: string | null;
        email: string | null;
        notes: string | null;
        blocked_online: boolean;
        block_reason: string | null;
        last_visit: string | Date | null;
        no_shows: number;
        late_cancellations: number;
      }>(sql`
        select c.id, c.first_name, c.last_name, c.mobile, c.email, c.notes,
          c.blocked_online, c.block_reason,
          (select max(a.start_at) from appointments a
            where a.merchant_id = c.merchant_id and a.client_id = c.id
              and a.status = 'completed') as last_visit,
          (select count(*) from appointments a
            where a.merchant_id = c.merchant_id and a.client_id = c.id
              and a.status = 'no_show')::int as no_shows,
          (select count(*) from appointments a
            where a.merchant_id = c.merchant_id and a.client_id = c.id
              and a.status = 'cancelled' and a.is_late_cancellation)::int as late_cancellations
        from clients c
        where c.merchant_id = ${m} and c.id = ${req.params.id}`);
      const row = rows[0];
      if (!row) throw notFound();
      const contacts = seesContacts(req.auth);
      return {
        ...row,
        mobile: contacts ? row.mobile : null,
        email: contacts ? row.email : null,
        last_visit:
          row.last_visit === null ? null : String(isoInstant(row.last_visit)),
      };
    },
  });
}
