import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppWrapper } from "../../../src/App";
import { DEMO_USERS_KEY } from "../../../src/demo/fakeBackend";
import { authProvider } from "../../../src/providers/authProvider";
import { getCurrentUser } from "../../../src/providers/currentUser";
import { jsonResponse } from "../support/builders";

/**
 * The SPA with VITE_DEMO_BACKEND=true (SPEC §7): sign-in and sign-up go to
 * the demo backend in the browser, which shows its messages translated;
 * without the flag, the demo's users open nothing.
 */

/** The server: only ever the dashboard's calls after a demo sign-in. */
const server = vi.fn<typeof fetch>();

const seedDemoUser = () =>
  localStorage.setItem(
    DEMO_USERS_KEY,
    JSON.stringify([
      {
        id: 1,
        username: "ada@example.com",
        password: "CalmSpa#2026",
        firstName: "Ada",
      },
    ]),
  );

const serverPaths = () =>
  server.mock.calls.map(([url]) => String(url).split("?")[0]);

beforeEach(() => {
  server.mockReset();
  server.mockImplementation(async () =>
    jsonResponse([], { headers: { "Content-Range": "x 0-0/0" } }),
  );
  vi.stubGlobal("fetch", server);
  vi.stubEnv("VITE_DEMO_BACKEND", "true");
  seedDemoUser();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const visit = (path: string) => {
  window.history.replaceState(null, "", path);
  render(<AppWrapper />);
  return userEvent.setup();
};

const password = () =>
  screen.getByLabelText(/^Password/, { selector: "input" });

describe("the SPA on the demo backend", () => {
  it("says it is a demo and signs in through /users/authenticate with SPEC's message", async () => {
    const user = visit("/account/login");
    expect(await screen.findByRole("note")).toHaveTextContent(
      /^Demo backend: sign-in and registration/,
    );
    await user.type(screen.getByLabelText("E-mail"), " Ada@Example.com");
    await user.type(password(), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Username or password is incorrect",
    );
    expect(getCurrentUser()).toBeNull();

    await user.clear(password());
    await user.type(password(), "CalmSpa#2026");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Welcome, Ada")).toBeInTheDocument();
    expect(getCurrentUser()).toMatchObject({
      sub: "1",
      email: "ada@example.com",
      role: 2,
    });
    // The demo answered both attempts; the server only the dashboard.
    expect(serverPaths()).not.toContain("/wellness/auth/login");
    expect(serverPaths().some((path) => path.includes("/users"))).toBe(false);
  });

  it("registers through /users/register and shows a taken username on the e-mail field", async () => {
    const user = visit("/account/sign-up");
    await user.type(
      await screen.findByLabelText("Business name *"),
      "Calm Spa",
    );
    await user.type(screen.getByLabelText("Your name *"), "Bea");
    await user.type(screen.getByLabelText("E-mail *"), "ada@example.com");
    await user.type(password(), "CalmSpa#2026");
    await user.type(
      screen.getByLabelText("Confirm password *", { selector: "input" }),
      "CalmSpa#2026",
    );
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(
      await screen.findByText("This username is already taken"),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DEMO_USERS_KEY)!)).toHaveLength(1);

    await user.clear(screen.getByLabelText("E-mail *"));
    await user.type(screen.getByLabelText("E-mail *"), "bea@example.com");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Welcome, Bea")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DEMO_USERS_KEY)!)).toMatchObject([
      { id: 1 },
      { id: 2, username: "bea@example.com", firstName: "Bea" },
    ]);
    expect(serverPaths()).not.toContain("/wellness/auth/merchantSignUp");
  });

  it("is not used without the flag: sign-in goes to auth/login", async () => {
    vi.stubEnv("VITE_DEMO_BACKEND", "");
    server.mockImplementation(async () =>
      jsonResponse({ status: 0, message: "Refused" }, { status: 401 }),
    );
    await expect(
      authProvider.login({
        email: "ada@example.com",
        password: "CalmSpa#2026",
      }),
    ).rejects.toThrow("Refused");
    expect(serverPaths()).toEqual(["/wellness/auth/login"]);
    await waitFor(() => expect(getCurrentUser()).toBeNull());
  });
});
