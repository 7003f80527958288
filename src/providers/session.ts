import { jwtDecode } from "jwt-decode";
import { API_URL } from "./apiUrl";
import {
  clearSessionKeys,
  setCurrentStatus,
  setCurrentUser,
  setPermissions,
  setUserLogo,
  type CurrentUser,
  type PermissionEntry,
} from "./currentUser";
import { httpClient } from "./httpClient";
import { STAFF_ROLE } from "./accessControl";

/** Body of a successful auth/login or auth/merchantSignUp (SPEC §3). */
export interface LoginResponse {
  status?: number;
  data?: unknown;
  message?: string;
  userInfo?: {
    currency_code?: string;
    country_code?: string;
    business_name?: string;
    team_member_id?: number | null;
  };
  logo_path?: string | null;
}

/** A failed sign-in; `message` is a translation key or the server's text. */
export class LoginError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LoginError";
  }
}

export const LOGIN_MESSAGES = {
  failed: "app.auth.login_failed",
  invalidToken: "app.auth.invalid_token",
  permissionsFailed: "app.auth.permissions_failed",
} as const;

/** SPEC §5: fails when the token is not a string or does not decode. */
export const decodeToken = (token: unknown): Record<string, unknown> => {
  if (typeof token !== "string" || token === "") {
    throw new LoginError(LOGIN_MESSAGES.invalidToken);
  }
  try {
    const payload = jwtDecode<Record<string, unknown>>(token);
    if (!payload || typeof payload !== "object") throw new Error("payload");
    return payload;
  } catch {
    throw new LoginError(LOGIN_MESSAGES.invalidToken);
  }
};

const textOf = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

const loadStaffPermissions = async (): Promise<PermissionEntry[]> => {
  const { json } = await httpClient(`${API_URL}/staff/permissions`, {
    silent: true,
  });
  const entries: unknown = json?.data;
  if (!Array.isArray(entries)) throw new Error("permissions");
  return entries
    .filter((entry) => Number(entry?.permission_status) === 1)
    .map((entry) => ({
      service_id: Number(entry.service_id),
      permission_status: 1,
    }));
};

/**
 * Stores the signed-in user from a login answer (SPEC §3, §4): the decoded
 * payload plus token, currency_code and business_name, the logo, and for
 * role 3 the permissions with permission_status 1.
 */
export const establishSession = async (
  response: LoginResponse | null | undefined,
): Promise<CurrentUser> => {
  if (!response || Number(response.status) !== 1) {
    throw new LoginError(
      textOf(response?.message) ??
        textOf(response?.data) ??
        LOGIN_MESSAGES.failed,
    );
  }
  const payload = decodeToken(response.data);
  const user: CurrentUser = {
    ...payload,
    role: Number(payload.role),
    token: response.data as string,
    currency_code: response.userInfo?.currency_code,
    country_code: textOf(response.userInfo?.country_code),
    business_name: textOf(response.userInfo?.business_name),
    team_member_id:
      typeof response.userInfo?.team_member_id === "number"
        ? response.userInfo.team_member_id
        : null,
  };
  clearSessionKeys();
  setCurrentUser(user);
  setCurrentStatus(1);
  if (textOf(response.logo_path)) setUserLogo(response.logo_path as string);
  if (user.role === STAFF_ROLE) {
    try {
      setPermissions(await loadStaffPermissions());
    } catch {
      clearSessionKeys();
      throw new LoginError(LOGIN_MESSAGES.permissionsFailed);
    }
  }
  return user;
};

/** True when the stored token carries an `exp` in the past. */
export const isExpired = (user: CurrentUser, now = Date.now()): boolean =>
  typeof user.exp === "number" && user.exp * 1000 <= now;
