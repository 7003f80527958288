/** What the server accepts for an image upload (server/src/lib/uploads.ts). */
export const IMAGE_TYPES = {
  "image/png": [],
  "image/jpeg": [],
  "image/webp": [],
  "image/gif": [],
};
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
