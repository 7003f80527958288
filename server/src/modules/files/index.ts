import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AccessRule } from "../../lib/access.js";
import { notFound } from "../../lib/httpErrors.js";
import { tenantOf } from "../../lib/tenantScope.js";
import {
  CONTENT_TYPES,
  STORED_NAME,
  merchantUploadDir,
} from "../../lib/uploads.js";

const params = z.object({
  name: z.string().regex(STORED_NAME, "Unknown file."),
});

/** The image types an upload may have; the file is streamed as stored, never serialised. */
const imageResponse: {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
} = {
  description: "The image file.",
  content: Object.fromEntries(
    [...new Set(Object.values(CONTENT_TYPES))].map((type) => [
      type,
      { schema: z.string().meta({ format: "binary" }) },
    ]),
  ),
};

/**
 * `GET <scope>/files/<name>`: an uploaded image (logo, product image, team
 * photo), served only from the caller's own merchant folder, so another
 * merchant's file name is a 404. The SPA fetches it as a blob with the token.
 */
export function filesRoute(app: FastifyInstance, access: AccessRule) {
  app.withTypeProvider<ZodTypeProvider>().get("/files/:name", {
    config: { access },
    schema: {
      operationId: "getFile",
      summary: "Download an uploaded image",
      description:
        "An image uploaded to the caller's business (logo, product image, team photo), by its stored file name. A name from another business answers 404.",
      tags: ["files"],
      params,
      response: { 200: imageResponse },
    },
    handler: async (req, reply) => {
      const file = path.join(
        merchantUploadDir(app.config.dataDir, tenantOf(req)),
        req.params.name,
      );
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat?.isFile()) throw notFound("The file does not exist.");
      const ext = req.params.name.split(".").pop()!;
      return reply
        .type(CONTENT_TYPES[ext])
        .header("Cache-Control", "private, max-age=86400")
        .header("X-Content-Type-Options", "nosniff")
        .send(fs.createReadStream(file));
    },
  });
}
