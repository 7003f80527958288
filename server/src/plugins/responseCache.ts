import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Keep this route's 200 answers per business and URL, and reuse them while
     * the business's calendar data versions stay the same (see below). Only
     * for answers that are the same for every user the route lets in: the
     * key is the business and the URL, not the user (but see keptAnswerVariant).
     */
    keptAnswer?: boolean;
    /**
     * For a kept answer that differs between groups of users (a list with
     * clients' contact details only for those who may open clients): the
     * group of the request, kept apart in the key.
     */
    keptAnswerVariant?: (req: FastifyRequest) => string;
  }
  interface FastifyRequest {
    /** The business's calendar data versions, read with the user (plugins/auth.ts) on keptAnswer routes. */
    dataVersions?: string;
    /**
     * Set by a handler whose answer depends on the time of day (free slots
     * drop out as they pass): the instant (ms) after which it no longer holds.
     */
    answerValidUntil?: number;
  }
}

/** A kept answer never outlives this, whatever the versions say (the list totals' own cache keeps them 10 s: lib/countCache.ts). */
export const KEPT_ANSWER_MAX_AGE_MS = 10_000;
const MAX_BYTES = 64 * 1024 * 1024;

interface Kept {
  versions: string;
  validUntil: number;
  body: string;
  contentRange: string | undefined;
}

const served = Symbol("servedKeptAnswer");
type Marked = FastifyRequest & { [served]?: true };

const keyOf = (req: FastifyRequest) =>
  `${req.auth!.merchantId}\u0000${req.routeOptions.config?.keptAnswerVariant?.(req) ?? ""}\u0000${req.url}`;

/** `Cache-Control: no-cache` (a browser's hard reload): answer anew, and keep that. */
const wantsFresh = (req: FastifyRequest) =>
  /\bno-cache\b/i.test(req.headers["cache-control"] ?? "");

/**
 * Kept answers of the calendar's reads (the location-day's appointments, its
 * frame, free slots): every open calendar reloads the same day after each
 * change it is told of, so the same answer is asked for again and again
 * between writes.
 *
 * Correctness does not rest on notifications or time: the authentication
 * query of a keptAnswer route also reads the business's calendar data
 * versions (db/dataVersions.ts), which every committed write to that data
 * moves, in any process (triggers: migrations calendar_data_version_triggers
 * and calendar_booking_version_triggers). An answer is kept under the
 * versions read *before* the handler read its data, so its data is at least
 * that new; it is reused only while a later request reads the very same
 * versions, i.e. while nothing it was built from has changed. A write
 * committed by any process before a request starts is therefore seen by it.
 *
 * Per server process, at most MAX_BYTES of answers, the least recently used
 * dropped first; RESPONSE_CACHE=off turns it off.
 */
export default fp(
  async (app) => {
    const enabled = app.config.RESPONSE_CACHE;
    const kept = new Map<string, Kept>();
    let bytes = 0;
    const drop = (key: string) => {
      const k = kept.get(key);
      if (!k) return;
      bytes -= k.body.length;
      kept.delete(key);
    };
    const applies = (req: FastifyRequest) =>
      enabled &&
      req.routeOptions.config?.keptAnswer === true &&
      req.auth !== undefined &&
      req.dataVersions !== undefined;

    app.decorateRequest("dataVersions", undefined);
    app.decorateRequest("answerValidUntil", undefined);

    app.addHook("preHandler", async (req: Marked, reply: FastifyReply) => {
      if (!applies(req) || wantsFresh(req)) return;
      const key = keyOf(req);
      const k = kept.get(key);
      if (!k) return;
      drop(key);
      if (k.versions !== req.dataVersions || Date.now() > k.validUntil) return;
      kept.set(key, k); // most recently used last
      bytes += k.body.length;
      req[served] = true;
      if (k.contentRange !== undefined)
        reply.header("Content-Range", k.contentRange);
      reply.type("application/json; charset=utf-8");
      return reply.send(k.body);
    });

    // Before compression (route-level onSend hooks run after this one), so the answer is its JSON text.
    app.addHook("onSend", async (req: Marked, reply, payload) => {
      if (
        req[served] ||
        !applies(req) ||
        reply.statusCode !== 200 ||
        typeof payload !== "string"
      )
        return payload;
      const key = keyOf(req);
      const range = reply.getHeader("Content-Range");
      drop(key);
      kept.set(key, {
        versions: req.dataVersions!,
        validUntil: Math.min(
          Date.now() + KEPT_ANSWER_MAX_AGE_MS,
          req.answerValidUntil ?? Infinity,
        ),
        body: payload,
        contentRange: typeof range === "string" ? range : undefined,
      });
      bytes += payload.length;
      while (bytes > MAX_BYTES) drop(kept.keys().next().value!);
      return payload;
    });
  },
  { name: "responseCache", dependencies: ["auth"] },
);
