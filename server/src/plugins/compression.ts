import zlib from "node:zlib";
import fp from "fastify-plugin";
import compress from "@fastify/compress";
import type { onSendHookHandler, RouteOptions } from "fastify";
import { API_PREFIX } from "../prefixes.js";

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

const hiddenRange = Symbol("recordContentRange");
type WithHiddenRange = { [hiddenRange]?: string };

/**
 * @fastify/compress leaves alone every reply that carries Content-Range,
 * because a byte range counts the unencoded bytes. The list contract's
 * Content-Range counts records (`clients 0-24/312`, lib/simpleRest.ts), which
 * encoding does not change: such a header is set aside while compress decides
 * and put back after it. Byte ranges are left as they are.
 */
const setRangeAside: onSendHookHandler = (req, reply, payload, done) => {
  const range = reply.getHeader("Content-Range");
  if (typeof range === "string" && !/^bytes\b/i.test(range)) {
    (req as WithHiddenRange)[hiddenRange] = range;
    reply.removeHeader("Content-Range");
  }
  done(null, payload);
};
const putRangeBack: onSendHookHandler = (req, reply, payload, done) => {
  const range = (req as WithHiddenRange)[hiddenRange];
  if (range !== undefined) reply.header("Content-Range", range);
  done(null, payload);
};

const hooks = (value: RouteOptions["onSend"]) =>
  value === undefined ? [] : [value].flat();

/**
 * Every answer of at least COMPRESS_THRESHOLD bytes is compressed with brotli
 * or gzip, as the request's Accept-Encoding prefers (JSON, CSV and other
 * text; server-sent events and images are not). Only the API is compressed
 * here: the SPA's files were compressed when it was built (plugins/spa.ts),
 * and those too small for that are sent as they are. Register before any route.
 */
export default fp(
  async (app) => {
    // Runs before compress's own onRoute hook, which reads these. Request
    // bodies stay as they were: the SPA never compresses them.
    app.addHook("onRoute", (route) => {
      if (!route.url.startsWith(API_PREFIX)) route.compress = false;
      route.decompress = false;
    });
    await app.register(compress, {
      threshold: COMPRESS_THRESHOLD,
      encodings: ["br", "gzip"],
      // Quality 5: on a 100-client page (42 KB of JSON) brotli's default for
      // streams here, 4, gave 5.3 KB, more than gzip's 5.2 KB; 5 gives 4.8 KB
      // in the same few milliseconds. 11 (the build's) takes 100 times longer.
      brotliOptions: {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        },
      },
    });
    // Runs after compress's own onRoute hook, which appends its onSend hook.
    app.addHook("onRoute", (route) => {
      route.onSend = [setRangeAside, ...hooks(route.onSend), putRangeBack];
    });
  },
  { name: "compression" },
);
