import type { CreateParams, DataProvider, UpdateParams } from "react-admin";
import type { HttpOptions, HttpResponse } from "./httpClient";

type Http = (url: string, options?: HttpOptions) => Promise<HttpResponse>;

interface RawFileValue {
  rawFile: File;
}

const isRawFile = (value: unknown): value is RawFileValue =>
  typeof value === "object" &&
  value !== null &&
  "rawFile" in value &&
  (value as RawFileValue).rawFile instanceof File;

const isFileLike = (value: unknown): boolean =>
  value instanceof File || isRawFile(value);

/** True when a File (or react-admin's { rawFile }) sits in the record. */
export const hasFile = (data: unknown): boolean => {
  if (!data || typeof data !== "object") return false;
  return Object.values(data).some(
    (value) =>
      isFileLike(value) || (Array.isArray(value) && value.some(isFileLike)),
  );
};

const appendValue = (form: FormData, key: string, value: unknown) => {
  if (value === undefined) return;
  if (value instanceof File) return form.append(key, value);
  if (isRawFile(value)) return form.append(key, value.rawFile);
  if (value === null) return form.append(key, "");
  if (value instanceof Date) return form.append(key, value.toISOString());
  if (typeof value === "object") return form.append(key, JSON.stringify(value));
  form.append(key, String(value));
};

/** A multipart body: files as parts, objects as JSON text, scalars as text. */
export const toFormData = (data: Record<string, unknown>): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value) && value.some(isFileLike)) {
      value.forEach((item) => appendValue(form, key, item));
    } else {
      appendValue(form, key, value);
    }
  }
  return form;
};

/**
 * create and update send FormData when the data holds a file; everything
 * else goes to the wrapped provider untouched.
 */
export const withMultipart = <T extends DataProvider>(
  dataProvider: T,
  { apiUrl, httpClient }: { apiUrl: string; httpClient: Http },
): T => ({
  ...dataProvider,
  create: (resource: string, params: CreateParams) =>
    hasFile(params.data)
      ? httpClient(`${apiUrl}/${resource}`, {
          method: "POST",
          body: toFormData(params.data),
        }).then(({ json }) => ({ data: json }))
      : dataProvider.create(resource, params),
  update: (resource: string, params: UpdateParams) =>
    hasFile(params.data)
      ? httpClient(`${apiUrl}/${resource}/${encodeURIComponent(params.id)}`, {
          method: "PUT",
          body: toFormData(params.data),
        }).then(({ json }) => ({ data: json }))
      : dataProvider.update(resource, params),
});
