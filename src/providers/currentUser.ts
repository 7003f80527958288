import { useSyncExternalStore } from "react";

/**
 * The only module that touches the browser's localStorage keys of the
 * signed-in session (SPEC §3): currentUser, permissions, user_logo and
 * currentstatus. Everything else asks this module.
 */

export interface CurrentUser {
  sub?: string;
  name?: string;
  email?: string;
  role: number;
  merchant_id?: number;
  token: string;
  currency_code?: string;
  /** The business's country (ISO 3166-1), from userInfo; kept in step by storeBusinessDetails. */
  country_code?: string;
  /** From userInfo of the login answer; kept in step by storeBusinessDetails. */
  business_name?: string;
  /** The login's team member (staff), from userInfo of the login answer; null when none. */
  team_member_id?: number | null;
  [claim: string]: unknown;
}

export interface PermissionEntry {
  service_id: number;
  permission_status: number;
}

const KEYS = {
  user: "currentUser",
  permissions: "permissions",
  logo: "user_logo",
  status: "currentstatus",
} as const;

const listeners = new Set<() => void>();
const broadcast = () => listeners.forEach((listener) => listener());

const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

const parse = <T>(raw: string | null): T | null => {
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
};

let cachedRaw: string | null = null;
let cachedUser: CurrentUser | null = null;

export const getCurrentUser = (): CurrentUser | null => {
  const raw = read(KEYS.user);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const user = parse<CurrentUser>(raw);
    cachedUser =
      user && typeof user.token === "string" && typeof user.role === "number"
        ? user
        : null;
  }
  return cachedUser;
};

export const getToken = (): string | undefined => getCurrentUser()?.token;

export const getRole = (): number | undefined => getCurrentUser()?.role;

export const setCurrentUser = (user: CurrentUser): void => {
  window.localStorage.setItem(KEYS.user, JSON.stringify(user));
  broadcast();
};

export const getPermissions = (): PermissionEntry[] => {
  const list = parse<PermissionEntry[]>(read(KEYS.permissions));
  return Array.isArray(list) ? list : [];
};

export const setPermissions = (entries: PermissionEntry[]): void => {
  window.localStorage.setItem(KEYS.permissions, JSON.stringify(entries));
  broadcast();
};

/** Service ids of the stored permissions whose permission_status is 1. */
export const getPermittedServiceIds = (): number[] =>
  getPermissions()
    .filter((entry) => Number(entry.permission_status) === 1)
    .map((entry) => Number(entry.service_id));

export const getUserLogo = (): string | undefined =>
  read(KEYS.logo) ?? undefined;

export const setUserLogo = (path: string): void =>
  window.localStorage.setItem(KEYS.logo, path);

export interface BusinessDetailsOfSession {
  business_name?: string | null;
  currency_code?: string | null;
  country_code?: string | null;
  logo_path?: string | null;
}

/**
 * Saved business details replace what the login answer stored (name,
 * currency, logo), so the running app and the next page load show them
 * without a new sign-in. Does nothing when nobody is signed in.
 */
export const storeBusinessDetails = (
  details: BusinessDetailsOfSession,
): void => {
  const user = getCurrentUser();
  if (!user) return;
  if (details.logo_path) setUserLogo(details.logo_path);
  else if (details.logo_path !== undefined)
    window.localStorage.removeItem(KEYS.logo);
  setCurrentUser({
    ...user,
    business_name: details.business_name || user.business_name,
    currency_code: details.currency_code || user.currency_code,
    country_code: details.country_code || user.country_code,
  });
};

export const setCurrentStatus = (status: number): void =>
  window.localStorage.setItem(KEYS.status, String(status));

/** Forgets the previous session's keys only (before storing a new one). */
export const clearSessionKeys = (): void => {
  Object.values(KEYS).forEach((key) => window.localStorage.removeItem(key));
  broadcast();
};

/** Logout (SPEC §4): all of local storage goes, not only our keys. */
export const clearAllStorage = (): void => {
  try {
    window.localStorage.clear();
  } catch {
    // storage unavailable: nothing to clear
  }
  broadcast();
};

export const subscribeCurrentUser = (listener: () => void): (() => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEYS.user) listener();
    if (event.key === KEYS.permissions) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
};

/** How long a burst of storage events (a sign-in writes several keys) takes to settle. */
export const SETTLE_MS = 100;

/**
 * Calls `listener` with the stored user when another tab has changed the
 * signed-in session (a sign-out clears storage: then with null), once the
 * burst of writes has settled, so a sign-in there (old keys removed, new
 * ones written) does not look like a sign-out. Storage events reach only
 * the other tabs, never the one that wrote.
 */
export const onSessionChangedElsewhere = (
  listener: (user: CurrentUser | null) => void,
): (() => void) => {
  const keys: readonly string[] = Object.values(KEYS);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== window.localStorage) return;
    if (event.key !== null && !keys.includes(event.key)) return;
    clearTimeout(timer);
    timer = setTimeout(() => listener(getCurrentUser()), SETTLE_MS);
  };
  window.addEventListener("storage", onStorage);
  return () => {
    clearTimeout(timer);
    window.removeEventListener("storage", onStorage);
  };
};

/** The same account (user, e-mail and business), whatever its token. */
export const isSameAccount = (a: CurrentUser, b: CurrentUser): boolean =>
  a.sub === b.sub && a.email === b.email && a.merchant_id === b.merchant_id;

/** The signed-in user, re-rendering when it changes (also in other tabs). */
export const useCurrentUser = (): CurrentUser | null =>
  useSyncExternalStore(subscribeCurrentUser, getCurrentUser, () => null);

export interface StoredAccess {
  role: number;
  serviceIds: number[];
}

let cachedAccessKey: string | null = null;
let cachedAccess: StoredAccess | null = null;

/** Role and permitted service ids, as accessControl.ts expects them. */
export const getAccessSubject = (): StoredAccess | null => {
  const user = getCurrentUser();
  const key = `${read(KEYS.user)}|${read(KEYS.permissions)}`;
  if (key !== cachedAccessKey) {
    cachedAccessKey = key;
    cachedAccess = user
      ? { role: user.role, serviceIds: getPermittedServiceIds() }
      : null;
  }
  return cachedAccess;
};

export const useAccessSubject = (): StoredAccess | null =>
  useSyncExternalStore(subscribeCurrentUser, getAccessSubject, () => null);
