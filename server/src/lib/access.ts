/** The access rule every route under /wellness declares (routes.ts refuses a route without one). */
export type AccessRule =
  | { public: true }
  | {
      /** Roles that may call the route: 2 merchant, 3 staff. */
      roles: readonly (2 | 3)[];
      /** For role 3: the service id that must be granted (permission_status 1). 0 = any signed-in staff. */
      serviceId?: number;
      /**
       * For role 3: a second service that grants the route as well (checkout
       * and payments: the calendar, 2, or the sales history, 8).
       */
      orServiceId?: number;
    };

export interface AuthUser {
  id: number;
  role: 2 | 3;
  name: string;
  email: string;
  merchantId: number;
  teamMemberId: number | null;
  /** Role 3: the service ids granted (permission_status 1), read with the user on every request; role 2: none (it needs none). */
  services: readonly number[];
  /**
   * Role 3: the calendar narrowed to the member's own appointments
   * (modules/calendar/ownCalendar.ts); role 2: false.
   */
  ownCalendarOnly?: boolean;
}

/**
 * Whether the user may use a service (DOMAIN §2): the owner every one; staff
 * id 0 always, -1 never, any other when granted. The one answer to "may this
 * user see X", for routes and for parts of an answer (lib/contactAccess.ts).
 */
export const mayUse = (user: AuthUser, serviceId: number) =>
  user.role === 2 ||
  serviceId === 0 ||
  (serviceId > 0 && user.services.includes(serviceId));

export const MERCHANT_ONLY: AccessRule = { roles: [2] };
export const PUBLIC: AccessRule = { public: true };
/** Any signed-in staff user of the merchant, whatever their permissions (pickers' option lists). */
export const ANY_STAFF: AccessRule = { roles: [3] };
export const staffWith = (
  serviceId: number,
  orServiceId?: number,
): AccessRule => ({
  roles: [3],
  serviceId,
  ...(orServiceId !== undefined ? { orServiceId } : {}),
});

/** Service ids a merchant can grant to staff (DOMAIN §2): not 0, -1, 1 or 18. */
export const GRANTABLE_SERVICE_IDS = [
  2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19,
] as const;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    auth?: AuthUser;
  }
}
