import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";

const DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../dist",
);

/** Vite fingerprints asset names, so a file never changes under the same URL. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** index.html names the current assets: browsers check it on every visit. */
export const REVALIDATE = "no-cache";

/**
 * In production the built SPA is served at / and client routes fall back to
 * index.html. The build writes `.br` and `.gz` next to each text file
 * (scripts/precompress.ts); the one the request's Accept-Encoding prefers is
 * sent as it is, or the file itself when it accepts neither.
 */
export default fp<{ root?: string }>(
  async (app, opts) => {
    const root = path.resolve(opts.root ?? DIST);
    if (!fs.existsSync(path.join(root, "index.html"))) {
      app.log.warn(
        `No built app in ${root}: run "npm run build" to serve the SPA.`,
      );
      return;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: "/",
      wildcard: false,
      index: ["index.html"],
      preCompressed: true,
      setHeaders: (reply, file) => {
        const relative = path.relative(root, file).split(path.sep);
        if (relative[0] === "assets") reply.header("Cache-Control", IMMUTABLE);
        else if (/^index\.html(\.br|\.gz)?$/.test(relative.join("/")))
          reply.header("Cache-Control", REVALIDATE);
      },
    });
    app.get(
      "/*",
      { config: { access: { public: true } }, schema: { hide: true } },
      (req, reply) => {
        if (req.url.startsWith("/wellness")) return reply.callNotFound();
        const assetLike = /\.[a-z0-9]{1,8}$/i.test(req.url.split("?")[0]);
        if (assetLike)
          return reply.code(404).type("text/plain").send("Not found");
        return reply.type("text/html").sendFile("index.html");
      },
    );
  },
  { name: "spa" },
);
