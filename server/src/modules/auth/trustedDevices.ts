import { createHash, randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { TokenClaims } from "../../plugins/auth.js";

/**
 * Trusted devices (OWASP's "device cookies"): a browser that has signed in
 * to an account keeps a signed token of that account in an HttpOnly cookie,
 * so the per-address limit, which a salon's tablets and PCs share behind one
 * public address, does not lock it out. Such a browser has a limit of its
 * own for that account instead. A token is bound to the account's password
 * (a digest of its stored hash): a password change or reset ends the trust
 * of every device, signing out does not.
 */

/** The cookie, sent only to the sign-in route. */
export const DEVICE_COOKIE = "wellness_device";
const PURPOSE = "trusted-device";
/** How long a browser stays trusted after its last sign-in. */
export const DEVICE_DAYS = 180;
/** Accounts one browser can be trusted for (a shared front-desk PC). */
const MAX_ACCOUNTS = 8;
/** Tokens are JWTs (base64url and dots): "~" separates them in one cookie. */
const SEPARATOR = "~";

interface DeviceToken {
  /** The user's id. */
  sub: string;
  /** A digest of the user's password hash when the browser signed in. */
  pw: string;
  /** The device's id: the key of its own limit. */
  jti: string;
}

function readToken(app: FastifyInstance, token: string) {
  try {
    const t = app.jwt.verify<DeviceToken>(token, {
      key: app.purposeKey(PURPOSE),
    });
    const id = Number(t.sub);
    if (!Number.isSafeInteger(id) || typeof t.jti !== "string") return null;
    return { userId: id, pw: t.pw, jti: t.jti, token };
  } catch {
    return null;
  }
}

export type TrustedDevice = NonNullable<ReturnType<typeof readToken>>;

/** The accounts this browser is trusted for (signature and expiry checked), by user id. */
export function trustedDevices(
  app: FastifyInstance,
  req: FastifyRequest,
): Map<number, TrustedDevice> {
  const raw = req.cookies?.[DEVICE_COOKIE] ?? "";
  const found = new Map<number, TrustedDevice>();
  for (const token of raw.split(SEPARATOR).slice(0, MAX_ACCOUNTS)) {
    const device = token ? readToken(app, token) : null;
    if (device) found.set(device.userId, device);
  }
  return found;
}

interface Account {
  id: number;
  password_hash: string;
}

/** Names the password a token was issued under without carrying its hash. */
const passwordDigest = (user: Account) =>
  createHash("sha256")
    .update(`${PURPOSE}:${user.password_hash}`)
    .digest("base64url")
    .slice(0, 22);

/** The device's trust for this user, if its token was issued under the user's current password. */
export const deviceOf = (
  devices: Map<number, TrustedDevice>,
  user: Account,
) => {
  const device = devices.get(user.id);
  return device && device.pw === passwordDigest(user) ? device : undefined;
};

/**
 * After a successful sign-in: the browser is trusted for this user (a new
 * device id each time), keeping its other accounts, newest last, at most
 * MAX_ACCOUNTS.
 */
export function trustDevice(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  devices: Map<number, TrustedDevice>,
  user: Account,
) {
  const token = app.jwt.sign(
    // The jwt decorator is typed for session claims; a device token has its own shape and key.
    {
      sub: String(user.id),
      pw: passwordDigest(user),
      jti: randomUUID(),
    } as unknown as TokenClaims,
    { key: app.purposeKey(PURPOSE), expiresIn: `${DEVICE_DAYS}d` },
  );
  const others = [...devices.values()]
    .filter((d) => d.userId !== user.id)
    .map((d) => d.token);
  const value = [...others, token].slice(-MAX_ACCOUNTS).join(SEPARATOR);
  reply.setCookie(DEVICE_COOKIE, value, {
    path: req.routeOptions.url,
    httpOnly: true,
    sameSite: "strict",
    secure: req.protocol === "https",
    maxAge: DEVICE_DAYS * 24 * 60 * 60,
  });
}
