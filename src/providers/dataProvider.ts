import simpleRestProvider from "ra-data-simple-rest";
import type { DataProvider } from "react-admin";
import { API_URL } from "./apiUrl";
import { fetchBlob, httpClient } from "./httpClient";
import { withMultipart } from "./withMultipart";
import { withRolePrefix } from "./withRolePrefix";

export interface GetFileParams {
  /** Path below the resource, e.g. `42/photo`. */
  path?: string;
  /** No error alert when the file cannot be fetched (e.g. an image that was removed). */
  silent?: boolean;
  /** Query string, e.g. `{ sort: '["id","ASC"]', filter: "{}" }` for an export. */
  query?: Record<string, string>;
}

const fileUrl = (
  apiUrl: string,
  resource: string,
  { path, query }: GetFileParams,
) => {
  const base = path ? `${apiUrl}/${resource}/${path}` : `${apiUrl}/${resource}`;
  const search = query ? new URLSearchParams(query).toString() : "";
  return search ? `${base}?${search}` : base;
};

export interface JsonParams {
  /** Path below the resource, e.g. `frame` or `42/status`. */
  path?: string;
  query?: Record<string, string | number | undefined>;
  /** No global alert on failure: the caller shows the server's message. */
  silent?: boolean;
}

export interface SendJsonParams extends JsonParams {
  method?: "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Extra request headers, e.g. `Idempotency-Key` (docs/checkout-api.md). */
  headers?: Record<string, string>;
}

export interface AppDataProvider extends DataProvider {
  /** GET <prefix>/<resource>[/<path>] as a Blob (SPEC §7). */
  getFile: (resource: string, params?: GetFileParams) => Promise<Blob>;
  /** GET <read prefix>/<resource>[/<path>][?query] as JSON (routes beyond CRUD, e.g. calendar/frame). */
  getJson: <T = unknown>(resource: string, params?: JsonParams) => Promise<T>;
  /** POST or PUT <write prefix>/<resource>[/<path>] with a JSON body; the answer's JSON. */
  sendJson: <T = unknown>(
    resource: string,
    params?: SendJsonParams,
  ) => Promise<T>;
}

const jsonUrl = (apiUrl: string, resource: string, params: JsonParams) =>
  fileUrl(apiUrl, resource, {
    path: params.path,
    query: params.query
      ? (Object.fromEntries(
          Object.entries(params.query)
            .filter(([, v]) => v !== undefined && v !== "")
            .map(([k, v]) => [k, String(v)]),
        ) as Record<string, string>)
      : undefined,
  });

/** The simple-rest base plus the file download, before any decorator. */
export const createBaseProvider = (
  apiUrl: string = API_URL,
  http: typeof httpClient = httpClient,
  blob: typeof fetchBlob = fetchBlob,
): AppDataProvider => ({
  ...simpleRestProvider(apiUrl, http),
  getFile: (resource, params = {}) =>
    blob(fileUrl(apiUrl, resource, params), { silent: params.silent }),
  getJson: async <T>(resource: string, params: JsonParams = {}) =>
    (
      await http(jsonUrl(apiUrl, resource, params), {
        silent: params.silent,
      })
    ).json as T,
  sendJson: async <T>(resource: string, params: SendJsonParams = {}) =>
    (
      await http(jsonUrl(apiUrl, resource, params), {
        method: params.method ?? "POST",
        body: JSON.stringify(params.body ?? {}),
        silent: params.silent,
        ...(params.headers
          ? {
              headers: new Headers({
                Accept: "application/json",
                ...params.headers,
              }),
            }
          : {}),
      })
    ).json as T,
});

export const createDataProvider = (
  apiUrl: string = API_URL,
  http: typeof httpClient = httpClient,
  blob: typeof fetchBlob = fetchBlob,
): AppDataProvider =>
  withRolePrefix(
    withMultipart(createBaseProvider(apiUrl, http, blob), {
      apiUrl,
      httpClient: http,
    }),
  );

export const dataProvider = createDataProvider();
