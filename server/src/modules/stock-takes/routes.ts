import { idempotentWrite } from "../../lib/idempotency.js";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AccessRule } from "../../lib/access.js";
import { actorOf } from "../../lib/actor.js";
import type { ResourceDef } from "../../lib/crudRoutes.js";
import {
  countScope,
  counts,
  findOwned,
  idParams,
  present,
} from "../../lib/crudShared.js";
import { completeBody, resnapshotBody } from "./schemas.js";
import { cancelTake, completeTake, resnapshot } from "./workflow.js";

/** Re-snapshot, complete and cancel (DOMAIN §3.14). */
export function stockTakeActions(
  app: FastifyInstance,
  access: AccessRule,
  def: ResourceDef,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [def.name];
  const base = `/${def.name}/:id`;
  const answer = async (req: FastifyRequest, id: number) => {
    counts.invalidate(countScope(def, req));
    return (
      await present(def, app.db, [await findOwned(def, app.db, req, id)])
    )[0];
  };

  r.post(`${base}/resnapshot`, {
    config: { access },
    schema: {
      operationId: "resnapshotStockTake",
      summary: "Re-snapshot lines of a stock take",
      description:
        "Reads on hand and average cost again for the given lines (default: every line whose product moved since its snapshot), which clears their `moved_since_snapshot` flag. Answers 409 unless the take is in progress.",
      tags,
      params: idParams,
      body: resnapshotBody,
      response: { 200: def.schemas.record },
    },
    handler: async (req) => {
      await app.db.transaction((tx) =>
        resnapshot(tx, actorOf(req), req.params.id, req.body?.line_ids),
      );
      return answer(req, req.params.id);
    },
  });

  r.post(`${base}/complete`, {
    config: { access },
    schema: {
      operationId: "completeStockTake",
      summary: "Complete a stock take",
      description:
        "Posts one `stock_take_adjustment` movement of counted − expected for every counted line that differs (uncounted lines count as 0 with `treat_uncounted_as_zero`, else are left alone) and makes the take read-only. Answers 409 unless the take is in progress, so of two users completing it at once one wins; 422 when nothing was counted. Honours `Idempotency-Key`.",
      tags,
      params: idParams,
      body: completeBody,
      response: { 200: def.schemas.record },
    },
    handler: async (req, reply) => {
      const out = await idempotentWrite(app.db, req, reply, async (tx) => {
        await completeTake(
          tx,
          actorOf(req),
          req.params.id,
          req.body?.treat_uncounted_as_zero ?? false,
        );
        const [row] = await present(def, tx, [
          await findOwned(def, tx, req, req.params.id),
        ]);
        return { status: 200, body: row };
      });
      counts.invalidate(countScope(def, req));
      return out as never;
    },
  });

  r.post(`${base}/cancel`, {
    config: { access },
    schema: {
      operationId: "cancelStockTake",
      summary: "Cancel a stock take",
      description:
        "In progress → cancelled; nothing is posted to stock. Answers 409 for a completed or cancelled take.",
      tags,
      params: idParams,
      response: { 200: def.schemas.record },
    },
    handler: async (req) => {
      await app.db.transaction((tx) =>
        cancelTake(tx, actorOf(req), req.params.id),
      );
      return answer(req, req.params.id);
    },
  });
}
