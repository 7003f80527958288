/**
 * Pure access rules (SPEC §5, §6; DOMAIN §2). No storage, no network:
 * callers pass the role and the permitted service ids.
 */

export const MERCHANT_ROLE = 2;
export const STAFF_ROLE = 3;
/** Service id that every signed-in user may open (the dashboard). */
export const ALWAYS_ALLOWED = 0;
/** Service id that no staff permission opens (merchant-only entries). */
export const MERCHANT_ONLY = -1;

export interface AccessSubject {
  role: number;
  serviceIds: readonly number[];
}

const staffMayOpen = (
  permitted: readonly number[],
  serviceIds: readonly number[],
): boolean =>
  serviceIds.some(
    (id) =>
      id !== MERCHANT_ONLY && (id === ALWAYS_ALLOWED || permitted.includes(id)),
  );

/**
 * May this user open something guarded by these service ids?
 * Role 2: everything. Role 3: id 0, or an id among its permissions; -1 never.
 * Anyone else (or nobody): nothing.
 */
export const canAccessServices = (
  subject: AccessSubject | null | undefined,
  serviceIds: readonly number[],
): boolean => {
  if (!subject) return false;
  if (subject.role === MERCHANT_ROLE) return true;
  if (subject.role !== STAFF_ROLE) return false;
  return staffMayOpen(subject.serviceIds, serviceIds);
};

/**
 * Menu rule (SPEC §6): role 3 sees an entry only when one of its ids is
 * permitted (0 always, -1 never); every other role sees the whole menu.
 */
export const isMenuEntryVisible = (
  subject: AccessSubject | null | undefined,
  serviceIds: readonly number[],
): boolean => {
  if (!subject || subject.role !== STAFF_ROLE) return true;
  return staffMayOpen(subject.serviceIds, serviceIds);
};
