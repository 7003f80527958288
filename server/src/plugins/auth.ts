import fs from "node:fs";
import path from "node:path";
import { createHmac, randomBytes } from "node:crypto";
import fp from "fastify-plugin";
import jwt from "@fastify/jwt";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "../lib/httpErrors.js";
import { mayUse, type AuthUser } from "../lib/access.js";
import { dataVersionsSql } from "../db/dataVersions.js";

export interface TokenClaims {
  sub: string;
  name: string;
  email: string;
  role: number;
  merchant_id: number;
  tv: number;
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    signToken(claims: TokenClaims): string;
    /**
     * A key derived from the JWT secret for tokens of one other purpose (the
     * calendar's stream tickets): they verify only as that, never as a bearer
     * token, and a bearer token never verifies as one of them.
     */
    purposeKey(purpose: string): string;
  }
}

/** JWT_SECRET, or a secret generated once into DATA_DIR (mode 0600). */
function jwtSecret(app: FastifyInstance): string {
  if (app.config.JWT_SECRET) return app.config.JWT_SECRET;
  const file = path.join(app.config.dataDir, "jwt-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(app.config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}

interface UserRow {
  id: number;
  /** The service ids a staff user holds (see USER_BY_ID). */
  services: number[];
  role: number;
  name: string;
  email: string;
  merchant_id: number;
  team_member_id: number | null;
  token_version: number;
  own_calendar_only: boolean;
  disabled_at: Date | string | null;
  /** Only with USER_BY_ID_VERSIONED. */
  data_versions?: string;
}

/**
 * The queries of authentication, as named statements: PostgreSQL parses and
 * plans each once per connection, and no query is built per request. Every
 * request reads the user with the service ids a staff user holds, in the
 * same round trip, so a disabled login, a changed password or a withdrawn
 * permission takes effect at once, and a route can decide on more than its
 * own service (lib/access.ts `mayUse`: contact details need the clients
 * area) without another query.
 */
const USER_COLUMNS = `id, role, name, email, merchant_id, team_member_id, token_version, disabled_at, own_calendar_only,
      array(select p.service_id::int from staff_permissions p
        where p.merchant_id = u.merchant_id and p.user_id = u.id
          and p.permission_status = 1 order by p.service_id) as services`;
const USER_BY_ID = {
  name: "auth_user_by_id",
  text: `select ${USER_COLUMNS} from users u where id = $1`,
};
/**
 * The same, with the versions of the business's calendar data, for routes
 * whose answers are kept (plugins/responseCache.ts): a kept answer then
 * costs this one round trip.
 */
const USER_BY_ID_VERSIONED = {
  name: "auth_user_by_id_versioned",
  text: `select ${USER_COLUMNS}, ${dataVersionsSql("u.merchant_id")} as data_versions
    from users u where id = $1`,
};
const PERMISSION = {
  name: "auth_staff_permission",
  text: `select 1 from staff_permissions
    where merchant_id = $1 and user_id = $2 and service_id = $3 and permission_status = 1`,
};

async function authenticate(
  app: FastifyInstance,
  req: FastifyRequest,
  versioned: boolean,
): Promise<AuthUser & { dataVersions?: string }> {
  let claims: TokenClaims;
  try {
    claims = await req.jwtVerify<TokenClaims>();
  } catch {
    throw unauthorized();
  }
  const id = Number(claims.sub);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
    throw unauthorized();
  const {
    rows: [row],
  } = await app.pool.query<UserRow>({
    ...(versioned ? USER_BY_ID_VERSIONED : USER_BY_ID),
    values: [id],
  });
  // A password change, reset or disabled login bumps token_version: older tokens stop here.
  if (!row || row.disabled_at || row.token_version !== claims.tv)
    throw unauthorized();
  return {
    id: row.id,
    role: row.role as 2 | 3,
    name: row.name,
    email: row.email,
    merchantId: row.merchant_id,
    teamMemberId: row.team_member_id,
    services: row.role === 3 ? row.services : [],
    ownCalendarOnly: row.role === 3 && row.own_calendar_only,
    dataVersions: row.data_versions,
  };
}

/** Whether the staff user holds the service (the `(merchant_id, user_id, service_id)` key). */
export async function hasPermission(
  app: FastifyInstance,
  merchantId: number,
  userId: number,
  serviceId: number,
) {
  const { rows } = await app.pool.query({
    ...PERMISSION,
    values: [merchantId, userId, serviceId],
  });
  return rows.length > 0;
}

/**
 * Verifies the bearer token and applies the route's access rule before the
 * body is even parsed: 401 without a valid token, 403 for a wrong role or a
 * service the staff user was not granted.
 */
export default fp(
  async (app) => {
    const secret = jwtSecret(app);
    await app.register(jwt, {
      secret,
      sign: { algorithm: "HS256", expiresIn: app.config.JWT_EXPIRES_IN },
      verify: { algorithms: ["HS256"] },
    });
    app.decorate("signToken", (claims: TokenClaims) => app.jwt.sign(claims));
    app.decorate("purposeKey", (purpose: string) =>
      createHmac("sha256", secret).update(purpose).digest("base64url"),
    );
    app.decorateRequest("auth", undefined);

    app.addHook("onRequest", async (req) => {
      const config = req.routeOptions.config;
      const rule = config?.access;
      if (!rule || "public" in rule) return; // 404s have no rule; routes.ts guarantees real ones do
      const { dataVersions, ...user } = await authenticate(
        app,
        req,
        config.keptAnswer === true,
      );
      req.auth = user;
      req.dataVersions = dataVersions;
      if (!rule.roles.includes(user.role)) throw forbidden();
      if (
        !mayUse(user, rule.serviceId ?? 0) &&
        !(rule.orServiceId && mayUse(user, rule.orServiceId))
      )
        throw forbidden();
    });
  },
  { name: "auth", dependencies: ["db"] },
);
