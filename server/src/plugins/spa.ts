import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";

const DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../dist",
);

/** In production the built SPA is served at / and client routes fall back to index.html. */
export default fp(
  async (app) => {
    if (!fs.existsSync(path.join(DIST, "index.html"))) {
      app.log.warn(
        `No built app in ${DIST}: run "npm run build" to serve the SPA.`,
      );
      return;
    }
    await app.register(fastifyStatic, {
      root: DIST,
      prefix: "/",
      wildcard: false,
      index: ["index.html"],
      setHeaders: (res, file) => {
        // Vite fingerprints asset names, so they never change under the same URL.
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.header("Cache-Control", "public, max-age=31536000, immutable");
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
        return reply.type("text/html").sendFile("index.html", { maxAge: 0 });
      },
    );
  },
  { name: "spa" },
);
