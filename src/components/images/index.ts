export { ImageUploadInput } from "./ImageUploadInput";
export { IMAGE_TYPES, MAX_IMAGE_BYTES } from "./imageTypes";
export { StoredImage } from "./StoredImage";
export { useStoredImage } from "./useStoredImage";
