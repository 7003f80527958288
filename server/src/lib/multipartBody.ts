import type { FastifyReply, FastifyRequest } from "fastify";
import { tenantOf } from "./tenantScope.js";
import {
  isUploadedFile,
  removeUpload,
  storeImage,
  STORED_NAME,
} from "./uploads.js";
import { invalid } from "./httpErrors.js";

type Row = Record<string, unknown>;

export interface BodyRules {
  /** Columns that hold text: their multipart values stay strings. */
  textColumns: Set<string>;
  /** Nullable columns: an empty string becomes null. */
  nullableColumns: Set<string>;
  /** Image columns: a file part is stored and replaced by its stored name. */
  files: Record<string, { maxBytes?: number }>;
}

declare module "fastify" {
  interface FastifyRequest {
    storedUploads?: string[];
  }
}

const DEFAULT_MAX_IMAGE = 2 * 1024 * 1024;

/**
 * Runs before validation on every write of a resource: multipart values other
 * than text are JSON-decoded ("true", "12", "[1,2]"), empty strings become null
 * where a column allows it, and image parts are checked, stored and replaced
 * by their stored name. A request that then fails removes what it stored.
 */
export function prepareBody(rules: BodyRules, dataDir: string) {
  return async (req: FastifyRequest) => {
    const body = req.body as Row | undefined;
    if (!body || typeof body !== "object" || Array.isArray(body)) return;
    const multipart = req.isMultipart();
    for (const [key, value] of Object.entries(body)) {
      if (isUploadedFile(value)) {
        if (!rules.files[key])
          throw invalid({ [key]: "This field does not take a file." });
        const name = await storeImage(
          dataDir,
          tenantOf(req),
          key,
          value,
          rules.files[key].maxBytes ?? DEFAULT_MAX_IMAGE,
        );
        (req.storedUploads ??= []).push(name);
        body[key] = name;
      } else if (value === "" && rules.nullableColumns.has(key)) {
        body[key] = null;
      } else if (
        multipart &&
        typeof value === "string" &&
        !rules.textColumns.has(key)
      ) {
        try {
          body[key] = JSON.parse(value);
        } catch {
          /* left as text: validation explains what is wrong */
        }
      } else if (
        rules.files[key] &&
        typeof value === "string" &&
        !STORED_NAME.test(value)
      ) {
        throw invalid({ [key]: "Upload the image as a file." });
      }
    }
  };
}

/** onResponse: a failed write leaves no stored file behind. */
export function cleanUploadsOnFailure(dataDir: string) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode < 400 || !req.storedUploads?.length || !req.auth)
      return;
    await Promise.all(
      req.storedUploads.map((n) =>
        removeUpload(dataDir, req.auth!.merchantId, n),
      ),
    );
  };
}

/**
 * A record may only hold its own uploads: an image field keeps the record's
 * current stored name or takes a file uploaded in this same request. Any other
 * stored name (the logo's, another product's) is refused, so clearing the
 * field later can only ever delete the record's own file.
 */
export function checkOwnFiles(
  req: FastifyRequest,
  files: Record<string, unknown> | undefined,
  body: Row,
  existing?: Row,
) {
  const errors: Record<string, string> = {};
  for (const field of Object.keys(files ?? {})) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (existing && value === existing[field]) continue;
    if (typeof value === "string" && req.storedUploads?.includes(value))
      continue;
    errors[field] = "Upload the image as a file.";
  }
  if (Object.keys(errors).length) throw invalid(errors);
}
