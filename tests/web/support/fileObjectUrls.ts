import { afterEach, beforeEach, vi } from "vitest";

/** A stored image as getFile returns it: a blob that remembers the file it came from. */
export const fileBlob = (name: string) =>
  Object.assign(new Blob(["png"], { type: "image/png" }), { fileName: name });

/**
 * For the tests of the calling file: an object URL names the file its blob
 * came from (`blob:<file>`, see fileBlob), so a test sees which image shows;
 * the real URL.createObjectURL and revokeObjectURL come back after each test.
 */
export const objectUrlsNameTheirFile = () => {
  const { createObjectURL, revokeObjectURL } = URL;
  beforeEach(() => {
    URL.createObjectURL = vi.fn(
      (blob: Blob) => `blob:${(blob as Blob & { fileName: string }).fileName}`,
    );
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
};
