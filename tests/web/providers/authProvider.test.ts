import { beforeEach, describe, expect, it, vi } from "vitest";
import { authProvider } from "../../../src/providers/authProvider";
import {
  getCurrentUser,
  getPermittedServiceIds,
} from "../../../src/providers/currentUser";
import { getAlert, showAlert } from "../../../src/providers/errorAlert";
import { reloadTo, setRouterNavigate } from "../../../src/providers/navigation";
import type * as navigation from "../../../src/providers/navigation";
import { buildToken, jsonResponse, signIn } from "../support/builders";

vi.mock("../../../src/providers/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof navigation>()),
  reloadTo: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();
const credentials = { email: "ada@example.com", password: "Secret#2026x" };

const loginAnswer = (overrides: Record<string, unknown> = {}) =>
  jsonResponse({
    status: 1,
    data: buildToken({ role: 2, name: "Ada Owner" }),
    userInfo: { currency_code: "EUR" },
    logo_path: "",
    ...overrides,
  });

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  vi.mocked(reloadTo).mockReset();
  window.history.replaceState(null, "", "/");
});

describe("authProvider.login", () => {
  it("posts JSON credentials to auth/login and stores the decoded user", async () => {
    fetchMock.mockResolvedValue(
      loginAnswer({ logo_path: "/uploads/logo.png" }),
    );
    await authProvider.login(credentials);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/wellness/auth/login");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual(credentials);
    expect(new Headers(init.headers).get("Content-Type")).toBe(
      "application/json",
    );
    const user = getCurrentUser();
    expect(user).toMatchObject({
      name: "Ada Owner",
      role: 2,
      currency_code: "EUR",
    });
    expect(user?.token).toBe(buildToken({ role: 2, name: "Ada Owner" }));
    expect(localStorage.getItem("user_logo")).toBe("/uploads/logo.png");
    expect(localStorage.getItem("currentstatus")).toBe("1");
  });

  it("keeps the business name for the top bar and gives it with the logo as the identity", async () => {
    fetchMock.mockResolvedValue(
      loginAnswer({
        userInfo: { currency_code: "CHF", business_name: "Lotus Spa" },
        logo_path: "lotus.png",
      }),
    );
    await authProvider.login(credentials);
    expect(getCurrentUser()).toMatchObject({
      business_name: "Lotus Spa",
      currency_code: "CHF",
    });
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: "1",
      fullName: "Ada Owner",
      businessName: "Lotus Spa",
      logo: "lotus.png",
    });
  });

  it("keeps the login's team member for the therapist's day (null for an owner)", async () => {
    fetchMock.mockResolvedValue(
      loginAnswer({
        userInfo: {
          currency_code: "EUR",
          business_name: "Lotus",
          team_member_id: 12,
        },
      }),
    );
    await authProvider.login(credentials);
    expect(getCurrentUser()?.team_member_id).toBe(12);
    fetchMock.mockResolvedValue(loginAnswer());
    await authProvider.login(credentials);
    expect(getCurrentUser()?.team_member_id).toBeNull();
  });

  it("does not store an empty logo", async () => {
    fetchMock.mockResolvedValue(loginAnswer());
    await authProvider.login(credentials);
    expect(localStorage.getItem("user_logo")).toBeNull();
  });

  it("loads a staff user's permissions and keeps only status 1", async () => {
    fetchMock
      .mockResolvedValueOnce(loginAnswer({ data: buildToken({ role: 3 }) }))
      .mockResolvedValueOnce(
        jsonResponse({
          status: 1,
          data: [
            { service_id: 3, permission_status: 1 },
            { service_id: 4, permission_status: 0 },
            { service_id: 16, permission_status: 1 },
          ],
        }),
      );
    await authProvider.login(credentials);
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe("/wellness/staff/permissions");
    expect(new Headers(init.headers).get("Authorization")).toBe(
      `Bearer ${buildToken({ role: 3 })}`,
    );
    expect(getPermittedServiceIds()).toEqual([3, 16]);
    expect(JSON.parse(localStorage.getItem("permissions") ?? "[]")).toEqual([
      { service_id: 3, permission_status: 1 },
      { service_id: 16, permission_status: 1 },
    ]);
  });

  it.each([
    ["a number", 42],
    ["missing", undefined],
    ["not a JWT", "not-a-token"],
    ["bad base64 payload", "aaa.%%%%.bbb"],
    ["a payload that is not JSON", `aaa.${btoa("not json")}.bbb`],
  ])(
    "fails with a clear message when the token is %s",
    async (_label, token) => {
      fetchMock.mockResolvedValue(loginAnswer({ data: token }));
      await expect(authProvider.login(credentials)).rejects.toThrow(
        "app.auth.invalid_token",
      );
      expect(getCurrentUser()).toBeNull();
    },
  );

  it("passes on the server's words when the login is refused", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          status: 0,
          data: "Incorrect e-mail or password.",
          message: "Incorrect e-mail or password.",
        },
        { status: 401 },
      ),
    );
    await expect(authProvider.login(credentials)).rejects.toThrow(
      "Incorrect e-mail or password.",
    );
    expect(getCurrentUser()).toBeNull();
  });

  it("fails when the answer's status is not 1", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 0 }));
    await expect(authProvider.login(credentials)).rejects.toThrow(
      "app.auth.login_failed",
    );
  });

  it("fails the sign-in when a staff user's permissions cannot be loaded", async () => {
    fetchMock
      .mockResolvedValueOnce(loginAnswer({ data: buildToken({ role: 3 }) }))
      .mockResolvedValueOnce(
        jsonResponse({ message: "down" }, { status: 500 }),
      );
    await expect(authProvider.login(credentials)).rejects.toThrow(
      "app.auth.permissions_failed",
    );
    expect(getCurrentUser()).toBeNull();
  });
});

describe("authProvider.checkAuth", () => {
  it("resolves for a stored user", async () => {
    signIn();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it("sends an anonymous visitor to /account/login with the wanted page", async () => {
    window.history.replaceState(null, "", "/clients?page=2");
    await expect(authProvider.checkAuth({})).rejects.toEqual({
      redirectTo: `/account/login?returnUrl=${encodeURIComponent("/clients?page=2")}`,
      message: false,
    });
  });

  it("treats an expired token as signed out", async () => {
    signIn({ exp: Math.floor(Date.now() / 1000) - 60 });
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({
      message: false,
    });
  });
});

describe("authProvider.checkError", () => {
  it("rejects only on 401", async () => {
    await expect(
      authProvider.checkError({ status: 401 }),
    ).rejects.toMatchObject({
      redirectTo: expect.stringContaining("/account/login"),
    });
    await expect(
      authProvider.checkError({ status: 403 }),
    ).resolves.toBeUndefined();
    await expect(
      authProvider.checkError({ status: 500 }),
    ).resolves.toBeUndefined();
  });
});

describe("authProvider.logout", () => {
  it("clears all of local storage and reloads on /account/login", async () => {
    signIn();
    localStorage.setItem("RaStore.something", "1");
    await expect(authProvider.logout({ reload: true })).resolves.toBe(false);
    expect(localStorage.length).toBe(0);
    expect(reloadTo).toHaveBeenCalledWith("/account/login");
  });

  it("keeps the wanted page when nobody was signed in", async () => {
    window.history.replaceState(null, "", "/team-members");
    await expect(authProvider.logout({})).resolves.toBe(
      "/account/login?returnUrl=%2Fteam-members",
    );
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it("moves a signed-out visitor to sign-in at once through the app's router", async () => {
    const navigate = vi.fn();
    setRouterNavigate(navigate);
    try {
      window.history.replaceState(null, "", "/clients?page=2");
      await expect(authProvider.logout({})).resolves.toBe(false);
      expect(navigate).toHaveBeenCalledWith(
        "/account/login?returnUrl=%2Fclients%3Fpage%3D2",
        {
          replace: true,
          flushSync: true,
        },
      );
    } finally {
      setRouterNavigate(null);
    }
  });

  it("lets a signed-in user's logout navigate as react-admin does, and closes a pending alert", async () => {
    const navigate = vi.fn();
    setRouterNavigate(navigate);
    try {
      signIn();
      showAlert({
        severity: "error",
        titleKey: "app.errors.title",
        messageKey: "app.errors.oops",
      });
      await expect(authProvider.logout({})).resolves.toBe("/account/login");
      expect(navigate).not.toHaveBeenCalled();
      expect(getAlert()).toBeNull();
    } finally {
      setRouterNavigate(null);
    }
  });
});

describe("authProvider.logout ends the session on the server", () => {
  it.each([
    [2, "/wellness/merchant/logout"],
    [3, "/wellness/staff/logout"],
  ])(
    "posts to the role's logout with the token (role %i), then clears the browser",
    async (role, url) => {
      signIn({ role, token: buildToken({ role }) });
      let storedDuringCall: string | null = null;
      fetchMock.mockImplementation(async () => {
        storedDuringCall = localStorage.getItem("currentUser");
        return jsonResponse({ status: 1, message: "Signed out." });
      });
      await authProvider.logout({ reload: true });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [called, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(called).toBe(url);
      expect(init.method).toBe("POST");
      expect(new Headers(init.headers).get("Authorization")).toBe(
        `Bearer ${buildToken({ role })}`,
      );
      expect(storedDuringCall).not.toBeNull();
      expect(localStorage.length).toBe(0);
      expect(reloadTo).toHaveBeenCalledWith("/account/login");
    },
  );

  it("still signs out in the browser when the server cannot be reached or refuses, without an alert", async () => {
    for (const failure of [
      () => Promise.reject(new TypeError("Failed to fetch")),
      () =>
        Promise.resolve(
          jsonResponse(
            { status: 0, message: "Expired", data: "Expired" },
            { status: 401 },
          ),
        ),
    ]) {
      signIn();
      fetchMock.mockReset();
      fetchMock.mockImplementation(failure);
      await expect(authProvider.logout({})).resolves.toBe("/account/login");
      expect(localStorage.length).toBe(0);
      expect(getAlert()).toBeNull();
    }
  });

  it("calls nothing when nobody is signed in", async () => {
    await authProvider.logout({});
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("authProvider identity, permissions and canAccess", () => {
  it("returns the user's name and logo (a file name for the top bar, not an avatar URL)", async () => {
    signIn({ name: "Ada Owner" });
    localStorage.setItem("user_logo", "logo.png");
    const identity = await authProvider.getIdentity?.();
    expect(identity).toMatchObject({ fullName: "Ada Owner", logo: "logo.png" });
    expect(identity).not.toHaveProperty("avatar");
  });

  it("answers canAccess from the menu table's service ids", async () => {
    signIn({ role: 3 }, [3]);
    await expect(
      authProvider.canAccess?.({ resource: "clients", action: "list" }),
    ).resolves.toBe(true);
    await expect(
      authProvider.canAccess?.({ resource: "team-members", action: "list" }),
    ).resolves.toBe(false);
    await expect(
      authProvider.canAccess?.({
        resource: "business-details",
        action: "edit",
      }),
    ).resolves.toBe(false);
    await expect(
      authProvider.canAccess?.({ resource: "dashboard", action: "list" }),
    ).resolves.toBe(true);
    await expect(authProvider.getPermissions?.({})).resolves.toEqual({
      role: 3,
      serviceIds: [3],
    });
  });

  it("lets a merchant access everything", async () => {
    signIn({ role: 2 });
    await expect(
      authProvider.canAccess?.({
        resource: "business-details",
        action: "edit",
      }),
    ).resolves.toBe(true);
  });
});
