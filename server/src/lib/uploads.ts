import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { invalid } from "./httpErrors.js";

/** A file part of a multipart body, as the multipart plugin's onFile leaves it. */
export interface UploadedFile {
  kind: "file";
  filename: string;
  mimetype: string;
  data: Buffer;
}

export const isUploadedFile = (v: unknown): v is UploadedFile =>
  typeof v === "object" &&
  v !== null &&
  (v as UploadedFile).kind === "file" &&
  Buffer.isBuffer((v as UploadedFile).data);

/** Stored names look like `<uuid>.<ext>`; anything else is refused before touching the disk. */
export const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;

export const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};

/** The image type from the file's first bytes (the declared type is not trusted). */
export function sniffImage(
  buf: Buffer,
): keyof typeof CONTENT_TYPES | undefined {
  if (
    buf.length >= 8 &&
    buf
      .subarray(0, 8)
      .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return "png";
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff)
    return "jpg";
  if (
    buf.length >= 12 &&
    buf.toString("ascii", 0, 4) === "RIFF" &&
    buf.toString("ascii", 8, 12) === "WEBP"
  )
    return "webp";
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.toString("ascii", 0, 6)))
    return "gif";
  return undefined;
}

export const merchantUploadDir = (dataDir: string, merchantId: number) =>
  path.join(dataDir, "uploads", String(merchantId));

/** Checks an image upload and stores it under DATA_DIR/uploads/<merchant>/; returns the stored name. */
export async function storeImage(
  dataDir: string,
  merchantId: number,
  field: string,
  file: UploadedFile,
  maxBytes: number,
) {
  if (file.data.length > maxBytes)
    throw invalid({
      [field]: `The image is too large (at most ${Math.floor(maxBytes / 1024)} KB).`,
    });
  const ext = sniffImage(file.data);
  if (!ext)
    throw invalid({ [field]: "Upload a PNG, JPEG, WebP or GIF image." });
  const dir = merchantUploadDir(dataDir, merchantId);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomUUID()}.${ext}`;
  await fs.writeFile(path.join(dir, name), file.data, { mode: 0o600 });
  return name;
}

export async function removeUpload(
  dataDir: string,
  merchantId: number,
  name: unknown,
) {
  if (typeof name !== "string" || !STORED_NAME.test(name)) return;
  await fs.rm(path.join(merchantUploadDir(dataDir, merchantId), name), {
    force: true,
  });
}
