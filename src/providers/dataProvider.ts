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

export interface ActionParams {
  /** The record the action applies to; left out for a collection action. */
  id?: string | number;
  /** The action's path below the record (or resource), e.g. `receive`. */
  path: string;
  /** The JSON body. */
  data?: unknown;
  /** No error alert: the caller shows the failure itself (e.g. a 409 it asks about). */
  silent?: boolean;
}

export interface AppDataProvider extends DataProvider {
  /** GET <prefix>/<resource>[/<path>] as a Blob (SPEC §7). */
  getFile: (resource: string, params?: GetFileParams) => Promise<Blob>;
  /**
   * POST <write prefix>/<resource>[/<id>]/<path>: a state transition or a
   * command beyond CRUD (mark ordered, receive, complete a stock take).
   * Resolves `{ data }` with the server's answer.
   */
  action: <T = unknown>(
    resource: string,
    params: ActionParams,
  ) => Promise<{ data: T }>;
}

/** The simple-rest base plus the file download, before any decorator. */
export const createBaseProvider = (
  apiUrl: string = API_URL,
  http: typeof httpClient = httpClient,
  blob: typeof fetchBlob = fetchBlob,
): AppDataProvider => ({
  ...simpleRestProvider(apiUrl, http),
  getFile: (resource, params = {}) =>
    blob(fileUrl(apiUrl, resource, params), { silent: params.silent }),
  action: async (resource, { id, path, data, silent }) => {
    const target = id === undefined ? resource : `${resource}/${id}`;
    const { json } = await http(`${apiUrl}/${target}/${path}`, {
      method: "POST",
      body: JSON.stringify(data ?? {}),
      silent,
    });
    return { data: json };
  },
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
