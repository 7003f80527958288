/**
 * SPEC §7's demo fake backend: sample content for trying the SPA without the
 * server. It answers /users/authenticate, /users, /users/{id} and
 * /users/register under the API base from a list of users kept in this
 * browser's local storage, every answer after 500 ms, with SPEC §8's
 * messages. Only built into the SPA with VITE_DEMO_BACKEND=true (README,
 * "Demo backend"); the real server never accepts its tokens (unsigned).
 */

/** SPEC §7: every answer of the demo backend comes after this delay. */
export const DEMO_DELAY_MS = 500;

/** Where the demo's users live (local storage; a sign-out clears it, SPEC §4). */
export const DEMO_USERS_KEY = "demoBackendUsers";

/** SPEC §8's demo backend messages, exactly. */
export const DEMO_MESSAGES = {
  incorrect: "Username or password is incorrect",
  unauthorised: "Unauthorised",
  taken: (username: string) => `Username "${username}" is already taken`,
  notFound: "User not found",
} as const;

/** The last part of every token the demo issues (the original's fake-jwt-token). */
export const DEMO_TOKEN_SIGNATURE = "fake-jwt-token";

/**
 * Strings only this module's chunk holds: `npm run bench:bundle` checks that
 * a build without VITE_DEMO_BACKEND=true contains none of them. (SPEC's
 * messages are no markers: the catalogues hold their translations.)
 */
export const DEMO_MARKERS = [
  DEMO_USERS_KEY,
  DEMO_TOKEN_SIGNATURE,
  "/users/authenticate",
] as const;

export interface DemoUser {
  id: number;
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

export interface DemoRequest {
  method: string;
  /** The path after the API base, e.g. `/users/3`. */
  path: string;
  authorization: string | null;
  body: unknown;
}

export interface DemoAnswer {
  status: number;
  body: unknown;
}

const readUsers = (): DemoUser[] => {
  try {
    const list: unknown = JSON.parse(
      window.localStorage.getItem(DEMO_USERS_KEY) ?? "[]",
    );
    return Array.isArray(list) ? (list as DemoUser[]) : [];
  } catch {
    return [];
  }
};

const saveUsers = (users: DemoUser[]) =>
  window.localStorage.setItem(DEMO_USERS_KEY, JSON.stringify(users));

/** A user without the password. */
const details = ({ id, username, firstName, lastName }: DemoUser) => ({
  id,
  username,
  firstName,
  lastName,
});

const base64url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/**
 * An unsigned token the SPA can decode (SPEC §5): the user as a merchant
 * (role 2). Only this demo accepts it.
 */
const tokenFor = (user: DemoUser) =>
  [
    base64url({ alg: "none", typ: "JWT" }),
    base64url({
      sub: String(user.id),
      name:
        [user.firstName, user.lastName].filter(Boolean).join(" ") ||
        user.username,
      email: user.username,
      role: 2,
    }),
    DEMO_TOKEN_SIGNATURE,
  ].join(".");

/** The signed-in user named by a `Bearer` token this demo issued, if any. */
const signedInUser = (authorization: string | null, users: DemoUser[]) => {
  const match = /^Bearer ([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(
    authorization ?? "",
  );
  if (!match || match[3] !== DEMO_TOKEN_SIGNATURE) return undefined;
  try {
    const json = atob(match[2].replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    const { sub } = JSON.parse(new TextDecoder().decode(bytes)) as {
      sub?: unknown;
    };
    return users.find((user) => String(user.id) === sub);
  } catch {
    return undefined;
  }
};

const ok = (body: unknown = {}): DemoAnswer => ({ status: 200, body });
const error = (message: string, status = 400): DemoAnswer => ({
  status,
  body: { message },
});

const fieldsOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === "object" ? (body as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === "string" ? value : "");

const authenticate = (body: unknown, users: DemoUser[]) => {
  const { username, password } = fieldsOf(body);
  const user = users.find(
    (x) => x.username === text(username) && x.password === text(password),
  );
  if (!user || text(password) === "") return error(DEMO_MESSAGES.incorrect);
  return ok({ ...details(user), token: tokenFor(user) });
};

const register = (body: unknown, users: DemoUser[]) => {
  const fields = fieldsOf(body);
  const username = text(fields.username);
  if (users.some((x) => x.username === username)) {
    return error(DEMO_MESSAGES.taken(username));
  }
  const user: DemoUser = {
    id: users.length ? Math.max(...users.map((x) => x.id)) + 1 : 1,
    username,
    password: text(fields.password),
    firstName: text(fields.firstName) || undefined,
    lastName: text(fields.lastName) || undefined,
  };
  saveUsers([...users, user]);
  return ok();
};

/** PUT /users/{id}: the password changes only when one is given. */
const update = (user: DemoUser, body: unknown, users: DemoUser[]) => {
  const fields = fieldsOf(body);
  const username = text(fields.username) || user.username;
  if (users.some((x) => x.username === username && x.id !== user.id)) {
    return error(DEMO_MESSAGES.taken(username));
  }
  const changed: DemoUser = {
    ...user,
    username,
    password: text(fields.password) || user.password,
    firstName:
      "firstName" in fields
        ? text(fields.firstName) || undefined
        : user.firstName,
    lastName:
      "lastName" in fields ? text(fields.lastName) || undefined : user.lastName,
  };
  saveUsers(users.map((x) => (x.id === user.id ? changed : x)));
  return ok();
};

/** True for the calls SPEC §7 gives the demo; any other goes to the server. */
const serves = (method: string, path: string): boolean => {
  if (path === "/users/authenticate" || path === "/users/register") {
    return method === "POST";
  }
  if (path === "/users") return method === "GET";
  return (
    /^\/users\/\d+$/.test(path) && ["GET", "PUT", "DELETE"].includes(method)
  );
};

const route = (method: string, request: DemoRequest): DemoAnswer => {
  const users = readUsers();
  if (request.path === "/users/authenticate") {
    return authenticate(request.body, users);
  }
  if (request.path === "/users/register") return register(request.body, users);
  if (!signedInUser(request.authorization, users)) {
    return error(DEMO_MESSAGES.unauthorised, 401);
  }
  if (request.path === "/users") return ok(users.map(details));
  const id = Number(request.path.slice("/users/".length));
  const user = users.find((x) => x.id === id);
  if (!user) return error(DEMO_MESSAGES.notFound, 404);
  if (method === "GET") return ok(details(user));
  if (method === "PUT") return update(user, request.body, users);
  saveUsers(users.filter((x) => x.id !== user.id));
  return ok();
};

/**
 * Answers a call of SPEC §7's demo routes after DEMO_DELAY_MS, or returns
 * null at once when the call is not one of them (it goes to the server).
 */
export const fakeBackend = (
  request: DemoRequest,
): Promise<DemoAnswer> | null => {
  const method = request.method.toUpperCase();
  if (!serves(method, request.path)) return null;
  // Read, stored and answered after the delay, as the original does.
  return new Promise((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(route(method, request));
      } catch (failure) {
        reject(failure);
      }
    }, DEMO_DELAY_MS),
  );
};
