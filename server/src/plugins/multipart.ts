import fp from "fastify-plugin";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../lib/httpErrors.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route reads multipart/form-data bodies: the writes of records with
     * image fields and the password forms of SPEC §7. Every other route
     * answers 415 to a multipart body before reading any of it.
     */
    multipart?: boolean;
  }
}

const MULTIPART = /^\s*multipart\//i;

/**
 * `config.multipartOptions` of the password forms (SPEC §7: small multipart
 * text forms): no file, a few short fields, so no caller can make the server
 * buffer megabytes (the plugin's own limits are for image uploads).
 */
export const SMALL_TEXT_FORM = {
  limits: { files: 0, parts: 6, fields: 6, fieldSize: 2048, fieldNameSize: 64 },
};

/**
 * @fastify/multipart with size limits, for the routes that declare
 * `config.multipart`. On any other route a multipart body is refused in
 * preParsing: after the session and the access rule are checked (onRequest),
 * before a byte of the body is read, so a signed-in user cannot make the
 * server buffer file parts that the route would throw away.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook("preParsing", async (req, _reply, payload) => {
      const config = req.routeOptions.config;
      // 404s have no access rule and keep their 404.
      if (
        config?.access &&
        !config.multipart &&
        MULTIPART.test(req.headers["content-type"] ?? "")
      )
        throw new HttpError(415, "Send this request as JSON.");
      return payload;
    });
    await app.register(multipart, {
      attachFieldsToBody: "keyValues",
      limits: {
        fileSize: app.config.UPLOAD_LIMIT,
        files: 5,
        fields: 100,
        fieldSize: 100_000,
      },
      throwFileSizeLimit: true,
      // Keep each file with its name and type; resources decide what to accept (lib/multipartBody.ts).
      onFile: async (part) => {
        const data = await part.toBuffer();
        Object.assign(part, {
          value: {
            kind: "file",
            filename: part.filename,
            mimetype: part.mimetype,
            data,
          },
        });
      },
    });
  },
  { name: "multipart" },
);
