import { API_URL } from "../providers/apiUrl";
import { fakeBackend, type DemoAnswer } from "./fakeBackend";

/**
 * The demo backend in front of `fetch` (like the original's HTTP
 * interceptor): SPEC §7's /users calls under the API base are answered in
 * the browser, every other call goes on to the server unchanged.
 */

/** The path after the API base of a URL on it (`/users/3`), or null. */
export const pathOnApi = (url: string, base = API_URL): string | null => {
  const here = window.location.href;
  const target = new URL(url, here);
  const api = new URL(base || "/", here);
  if (target.origin !== api.origin) return null;
  const prefix = api.pathname.replace(/\/+$/, "");
  if (!target.pathname.startsWith(`${prefix}/`)) return null;
  return target.pathname.slice(prefix.length);
};

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === "string"
    ? input
    : input instanceof URL
      ? input.href
      : input.url;

const jsonBody = (body: BodyInit | null | undefined): unknown => {
  if (typeof body !== "string") return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  400: "Bad Request",
  401: "Unauthorized",
  404: "Not Found",
};

const toResponse = ({ status, body }: DemoAnswer): Response =>
  new Response(JSON.stringify(body), {
    status,
    statusText: STATUS_TEXT[status] ?? "",
    headers: { "Content-Type": "application/json" },
  });

/** `fetch` answering the demo's calls and passing the others to `next`. */
export const withDemoBackend =
  (next: typeof fetch): typeof fetch =>
  (input, init) => {
    const path = pathOnApi(urlOf(input));
    const request = input instanceof Request ? input : undefined;
    const answer =
      path == null
        ? null
        : fakeBackend({
            method: init?.method ?? request?.method ?? "GET",
            path,
            authorization: new Headers(init?.headers ?? request?.headers).get(
              "Authorization",
            ),
            body: jsonBody(init?.body),
          });
    return answer ? answer.then(toResponse) : next(input, init);
  };

const INSTALLED = Symbol("demoBackend");
type Marked = typeof fetch & { [INSTALLED]?: true };

/** Puts the demo backend in front of the browser's `fetch` (once). */
export const installDemoBackend = (): void => {
  if ((globalThis.fetch as Marked)[INSTALLED]) return;
  const wrapped: Marked = withDemoBackend(globalThis.fetch.bind(globalThis));
  wrapped[INSTALLED] = true;
  globalThis.fetch = wrapped;
};
