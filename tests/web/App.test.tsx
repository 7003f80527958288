import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppWrapper } from "../../src/App";
import { buildToken, jsonResponse, signIn } from "./support/builders";

const fetchMock = vi.fn<typeof fetch>();

const api = (url: string, init?: RequestInit): Response => {
  const path = url.split("?")[0];
  if (path === "/wellness/auth/login" && init?.method === "POST") {
    return jsonResponse({
      status: 1,
      data: buildToken({ role: 2, name: "Ada Owner" }),
      userInfo: { currency_code: "EUR" },
      logo_path: "",
    });
  }
  if (path.endsWith("/clients") || path.endsWith("/team-members")) {
    return jsonResponse([], { headers: { "Content-Range": "items 0-0/0" } });
  }
  // The layout reads the business's time zone (issue 12).
  if (path.endsWith("/business-details/current")) {
    return jsonResponse({ id: "current", default_timezone: "Europe/Vienna" });
  }
  // The dashboard's figures (none for this business).
  if (path.endsWith("/reports/dashboard")) {
    return jsonResponse({ rows: [], totals: {}, total: 0 });
  }
  return jsonResponse({ message: "Not found" }, { status: 404 });
};

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => api(String(url), init));
  window.history.replaceState(null, "", "/");
});

const visit = (path: string) => {
  window.history.replaceState(null, "", path);
  return render(<AppWrapper />);
};

describe("App", () => {
  it("sends an anonymous visitor to sign in, then to the wanted page", async () => {
    visit("/clients");
    const submit = await screen.findByRole("button", { name: "Sign in" });
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe(
        "/account/login?returnUrl=%2Fclients",
      ),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("E-mail"), "demo@example.com");
    await user.type(
      screen.getByLabelText("Password", { selector: "input" }),
      "DemoPass#2026",
    );
    await user.click(submit);
    await waitFor(() => expect(window.location.pathname).toBe("/clients"));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) =>
          String(url).startsWith("/wellness/merchant/clients?"),
        ),
      ).toBe(true),
    );
    expect(await screen.findByText("No clients yet")).toBeInTheDocument();
  });

  it("shows a clear message when the sign-in is refused", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(
        {
          status: 0,
          data: "Incorrect e-mail or password.",
          message: "Incorrect e-mail or password.",
        },
        { status: 401 },
      ),
    );
    visit("/account/login");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("E-mail"), "demo@example.com");
    await user.type(
      screen.getByLabelText("Password", { selector: "input" }),
      "wrong",
    );
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Incorrect e-mail or password.",
    );
    expect(window.location.pathname).toBe("/account/login");
  });

  it("explains a token that does not decode instead of crashing", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ status: 1, data: "garbage", userInfo: {} }),
    );
    visit("/account/login");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("E-mail"), "demo@example.com");
    await user.type(
      screen.getByLabelText("Password", { selector: "input" }),
      "DemoPass#2026",
    );
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Sign-in failed: the server sent an invalid session token.",
    );
    expect(localStorage.getItem("currentUser")).toBeNull();
  });

  it("redirects /login to /account/login", async () => {
    visit("/login");
    await screen.findByRole("button", { name: "Sign in" });
    expect(window.location.pathname).toBe("/account/login");
  });

  it("sends a reset link that lands on /login to the reset page", async () => {
    visit("/login?token=abc");
    await screen.findByRole("button", { name: "Reset password" });
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      "/account/reset-password?token=abc",
    );
  });

  it("greets a signed-in user on the dashboard, with the footer", async () => {
    signIn({ role: 2, name: "Ada Owner" });
    visit("/");
    expect(await screen.findByText("Welcome, Ada Owner")).toBeInTheDocument();
    expect(
      screen.getByText(
        `© ${new Date().getFullYear()} \u2068Wellness Payments Ltd.\u2069`,
      ),
    ).toBeInTheDocument();
  });

  it("shows the 404 page for an unknown path", async () => {
    signIn({ role: 2 });
    visit("/nowhere");
    expect(
      await screen.findByText("Sorry, page not found", { selector: "h1" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Back to Dashboard" }),
    ).toHaveAttribute("href", "/");
  });

  it("opens a placeholder for an area whose screens are not built", async () => {
    signIn({ role: 2 });
    visit("/reports/inventory/product-sales-performance");
    expect(
      await screen.findByText(/screens of this area are not built yet/),
    ).toBeInTheDocument();
  });

  it("tells a signed-in staff user, inside the app, that a page is outside their areas", async () => {
    signIn({ role: 3 }, [3]);
    window.history.replaceState(null, "", "/clients");
    visit("/team-members");
    expect(
      await screen.findByText("You do not have access to this page."),
    ).toBeInTheDocument();
    // Still signed in, on the page asked for, with the menu and a way back.
    expect(window.location.pathname).toBe("/team-members");
    expect(screen.getByRole("button", { name: "Clients" })).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Back to Dashboard" }),
    ).toHaveAttribute("href", "/");
    expect(screen.queryByRole("button", { name: "Sign in" })).toBeNull();
  });

  it("lets a staff user open a permitted page", async () => {
    signIn({ role: 3 }, [3]);
    visit("/clients");
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) =>
          String(url).startsWith("/wellness/clients?"),
        ),
      ).toBe(true),
    );
    expect(window.location.pathname).toBe("/clients");
  });

  it("lays Arabic out right to left", async () => {
    document.cookie = "lang=ae; path=/";
    visit("/account/login");
    await screen.findByRole("button", { name: /Sign in|تسجيل/ });
    await waitFor(() => expect(document.documentElement.dir).toBe("rtl"));
    expect(document.documentElement.lang).toBe("ar");
  });
  it("forgets the previous user's list filters when another user signs in in the same tab", async () => {
    signIn({ sub: "1", email: "ada@example.com" });
    localStorage.setItem(
      "RaStoreWellness.clients.listParams",
      JSON.stringify({ filter: { q: "ann" }, page: 1 }),
    );
    fetchMock.mockImplementation(async (url, init) =>
      String(url) === "/wellness/auth/login"
        ? jsonResponse({
            status: 1,
            data: buildToken({
              sub: "2",
              email: "bo@example.com",
              name: "Bo Other",
            }),
            userInfo: {},
          })
        : api(String(url), init),
    );
    visit("/account/login?returnUrl=%2Fclients");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("E-mail"), "bo@example.com");
    await user.type(
      screen.getByLabelText("Password", { selector: "input" }),
      "OtherPass#2026",
    );
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(window.location.pathname).toBe("/clients"));
    expect(await screen.findByText("No clients yet")).toBeInTheDocument();
    expect(
      localStorage.getItem("RaStoreWellness.clients.listParams"),
    ).toBeNull();
    const listCalls = fetchMock.mock.calls
      .map(([url]) => decodeURIComponent(String(url)))
      .filter((url) => url.includes("/clients?"));
    expect(listCalls.length).toBeGreaterThan(0);
    expect(listCalls.every((url) => url.includes("filter={}"))).toBe(true);
  });
});
