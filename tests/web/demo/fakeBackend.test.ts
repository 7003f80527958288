import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_DELAY_MS, DEMO_USERS_KEY } from "../../../src/demo/fakeBackend";
import { withDemoBackend } from "../../../src/demo/installDemoBackend";
import { decodeToken } from "../../../src/providers/session";
import { buildToken, jsonResponse } from "../support/builders";

/**
 * SPEC §7's demo backend through its fetch interceptor, with fake timers:
 * every answer comes after 500 ms; SPEC §8's messages, word for word.
 */

const server = vi.fn<typeof fetch>();
const demoFetch = withDemoBackend(server);

interface Answer {
  status: number;
  body: Record<string, unknown> & { message?: string };
}

/** One call, answered once the demo's delay has passed. */
const call = async (
  method: string,
  path: string,
  { body, token }: { body?: object; token?: string } = {},
): Promise<Answer> => {
  const headers = new Headers({ Accept: "application/json" });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const pending = demoFetch(`/wellness${path}`, {
    method,
    headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  await vi.advanceTimersByTimeAsync(DEMO_DELAY_MS);
  const response = await pending;
  return { status: response.status, body: await response.json() };
};

const register = (username: string, password: string, firstName?: string) =>
  call("POST", "/users/register", {
    body: { username, password, firstName },
  });

const tokenOf = async (username: string, password: string) => {
  const answer = await call("POST", "/users/authenticate", {
    body: { username, password },
  });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
};

const stored = () =>
  JSON.parse(localStorage.getItem(DEMO_USERS_KEY) ?? "[]") as {
    id: number;
    username: string;
    password: string;
    firstName?: string;
  }[];

beforeEach(() => {
  vi.useFakeTimers();
  server.mockReset();
  server.mockImplementation(async () => jsonResponse({ from: "server" }));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the demo backend (SPEC §7)", () => {
  it("answers after 500 ms, not before", async () => {
    let settled = false;
    const pending = demoFetch("/wellness/users/register", {
      method: "POST",
      body: JSON.stringify({ username: "ada", password: "pw" }),
    }).then((response) => {
      settled = true;
      return response;
    });
    // SPEC §7: 500 ms.
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    // Nothing is stored before the answer either.
    expect(stored()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect((await pending).status).toBe(200);
    expect(stored()).toHaveLength(1);
    // A refusal waits just as long.
    let refused = false;
    void demoFetch("/wellness/users").then(() => (refused = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(refused).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(refused).toBe(true);
    expect(server).not.toHaveBeenCalled();
  });

  it("registers users in local storage and refuses a taken username", async () => {
    expect(await register("ada@example.com", "Secret#1", "Ada")).toEqual({
      status: 200,
      body: {},
    });
    expect((await register("bob@example.com", "Secret#2")).status).toBe(200);
    expect(stored()).toEqual([
      {
        id: 1,
        username: "ada@example.com",
        password: "Secret#1",
        firstName: "Ada",
      },
      { id: 2, username: "bob@example.com", password: "Secret#2" },
    ]);
    expect(await register("ada@example.com", "Other#3")).toEqual({
      status: 400,
      body: { message: 'Username "ada@example.com" is already taken' },
    });
    expect(stored()).toHaveLength(2);
  });

  it("authenticates with the right password only, and issues a token the SPA decodes", async () => {
    await register("ada@example.com", "Secret#1", "Ada");
    for (const body of [
      { username: "ada@example.com", password: "wrong" },
      { username: "ada@example.com", password: "" },
      { username: "nobody@example.com", password: "Secret#1" },
    ]) {
      expect(await call("POST", "/users/authenticate", { body })).toEqual({
        status: 400,
        body: { message: "Username or password is incorrect" },
      });
    }
    const answer = await call("POST", "/users/authenticate", {
      body: { username: "ada@example.com", password: "Secret#1" },
    });
    expect(answer).toEqual({
      status: 200,
      body: {
        id: 1,
        username: "ada@example.com",
        firstName: "Ada",
        token: expect.any(String),
      },
    });
    expect(decodeToken(answer.body.token)).toMatchObject({
      sub: "1",
      name: "Ada",
      email: "ada@example.com",
      role: 2,
    });
  });

  it("refuses /users and /users/{id} without a token it issued: 'Unauthorised'", async () => {
    await register("ada@example.com", "Secret#1");
    const unauthorised = {
      status: 401,
      body: { message: "Unauthorised" },
    };
    // No token; the real server's kind of token; a demo token of a deleted user.
    const token = await tokenOf("ada@example.com", "Secret#1");
    const forged = token.replace(/\.[^.]+$/, ".signature");
    for (const other of [undefined, buildToken({ sub: "1" }), forged]) {
      expect(await call("GET", "/users", { token: other })).toEqual(
        unauthorised,
      );
      expect(await call("GET", "/users/1", { token: other })).toEqual(
        unauthorised,
      );
      expect(
        await call("PUT", "/users/1", {
          token: other,
          body: { password: "x" },
        }),
      ).toEqual(unauthorised);
      expect(await call("DELETE", "/users/1", { token: other })).toEqual(
        unauthorised,
      );
    }
    expect(stored()).toMatchObject([{ id: 1, password: "Secret#1" }]);
  });

  it("lists, reads, updates and deletes users by id for a signed-in user", async () => {
    await register("ada@example.com", "Secret#1", "Ada");
    await register("bob@example.com", "Secret#2", "Bob");
    const token = await tokenOf("ada@example.com", "Secret#1");

    // Never the passwords.
    expect(await call("GET", "/users", { token })).toEqual({
      status: 200,
      body: [
        { id: 1, username: "ada@example.com", firstName: "Ada" },
        { id: 2, username: "bob@example.com", firstName: "Bob" },
      ],
    });
    expect(await call("GET", "/users/2", { token })).toEqual({
      status: 200,
      body: { id: 2, username: "bob@example.com", firstName: "Bob" },
    });
    expect((await call("GET", "/users/9", { token })).status).toBe(404);

    // Without a password the password stays; with one it changes.
    expect(
      await call("PUT", "/users/2", { token, body: { firstName: "Robert" } }),
    ).toEqual({ status: 200, body: {} });
    expect(stored()[1]).toMatchObject({
      firstName: "Robert",
      password: "Secret#2",
    });
    await call("PUT", "/users/2", { token, body: { password: "New#2" } });
    expect(
      (
        await call("POST", "/users/authenticate", {
          body: { username: "bob@example.com", password: "Secret#2" },
        })
      ).status,
    ).toBe(400);
    await tokenOf("bob@example.com", "New#2");
    expect(
      await call("PUT", "/users/2", {
        token,
        body: { username: "ada@example.com" },
      }),
    ).toEqual({
      status: 400,
      body: { message: 'Username "ada@example.com" is already taken' },
    });
    expect(stored()[1].username).toBe("bob@example.com");

    expect(await call("DELETE", "/users/2", { token })).toEqual({
      status: 200,
      body: {},
    });
    expect(stored().map((user) => user.id)).toEqual([1]);
    expect((await call("GET", "/users/2", { token })).status).toBe(404);
    // A deleted user's token no longer opens anything.
    await call("DELETE", "/users/1", { token });
    expect((await call("GET", "/users", { token })).status).toBe(401);
    expect(server).not.toHaveBeenCalled();
  });

  it("passes every other call to the server at once", async () => {
    const others: [string, string][] = [
      ["/wellness/auth/login", "POST"],
      ["/wellness/merchant/users", "GET"],
      ["/wellness/users/authenticate", "GET"],
      ["/wellness/users/register", "PUT"],
      ["/wellness/users/1", "POST"],
      ["/wellness/users/me", "GET"],
      ["/users", "GET"],
      ["https://elsewhere.example/wellness/users", "GET"],
    ];
    for (const [url, method] of others) {
      const response = await demoFetch(url, { method });
      expect(await response.json()).toEqual({ from: "server" });
    }
    expect(server.mock.calls.map(([url]) => url)).toEqual(
      others.map(([url]) => url),
    );
  });
});
