import { and, eq, sql } from "drizzle-orm";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { outboxMessages } from "../../db/schema/index.js";
import type { AccessRule } from "../../lib/access.js";
import { defineResource, type ResourceDef } from "../../lib/crudRoutes.js";
import {
  counts,
  countScope,
  findOwned,
  idParams,
  present,
} from "../../lib/crudShared.js";
import { conflict } from "../../lib/httpErrors.js";
import { tableSchemas } from "../../lib/schemas.js";
import { tenantOf } from "../../lib/tenantScope.js";

export { enqueueMail, type OutgoingMail } from "./enqueue.js";

/**
 * A password reset's text holds a working sign-in link: the owner sees that
 * it was sent, to whom and when, never the link (lists, exports, records).
 */
function withoutSecrets(row: Record<string, unknown>) {
  return row.kind === "password_reset"
    ? { ...row, body_text: null, body_html: null }
    : row;
}

/**
 * `POST merchant/outbox/:id/resend`: a failed message goes back in the queue
 * at once, with a new retry window. Only a failed one (409 otherwise), and
 * not once its deadline has passed (a reset link that has expired).
 */
function resendAction(
  app: FastifyInstance,
  access: AccessRule,
  def: ResourceDef,
) {
  app.withTypeProvider<ZodTypeProvider>().post(`/${def.name}/:id/resend`, {
    config: { access },
    schema: {
      operationId: "resendOutboxMessage",
      summary: "Send a failed message again",
      description:
        "Puts a failed message back in the outbox, to be sent at once and retried as a new one. Answers 409 for a message that has not failed, or whose deadline has passed (a reset link that expired, an appointment that has begun).",
      tags: [def.name],
      params: idParams,
      response: { 200: def.schemas.record },
    },
    handler: async (req) => {
      const m = tenantOf(req);
      const current = await findOwned(def, app.db, req, req.params.id);
      const o = outboxMessages;
      const [row] = await app.db
        .update(o)
        .set({
          status: "waiting",
          attempts: 0,
          send_after: sql`now()`,
          queued_at: sql`now()`,
          reason: null,
          detail: null,
          updated_at: sql`now()`,
        })
        .where(
          and(
            eq(o.merchant_id, m),
            eq(o.id, req.params.id),
            eq(o.status, "failed"),
            sql`coalesce(${o.expires_at}, 'infinity') > now()`,
          ),
        )
        .returning();
      if (!row)
        throw conflict(
          current.status === "failed"
            ? "This message can no longer be sent: its deadline has passed (an expired link, an appointment that has begun)."
            : "Only a message that failed can be sent again.",
        );
      counts.invalidate(countScope(def, req));
      app.outbox.wake();
      return (await present(def, app.db, [row]))[0];
    },
  });
}

/**
 * The outbox as the owner sees it (Settings → Outbox, role 2 only): every
 * message with its state, attempts and the reason it failed or was not
 * sent; listed, filtered, searched (recipient, subject) and exported like
 * every list. Rows are written by enqueueMail and the notification worker.
 */
export const outboxResource = defineResource({
  name: "outbox",
  table: outboxMessages,
  serviceId: -1,
  readOnly: true,
  schemas: tableSchemas(
    createInsertSchema(outboxMessages),
    createSelectSchema(outboxMessages),
  ),
  optionFields: ["kind", "subject"],
  defaultSort: ["created_at", "DESC"],
  actions: resendAction,
  hooks: { decorate: async (_db, rows) => rows.map(withoutSecrets) },
});
