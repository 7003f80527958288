/**
 * The versions of a business's calendar data, as one text ("master:bookings"):
 * calendar_data_versions (master data: locations, team, shifts, resources,
 * services…, bumped by statement triggers) and calendar_booking_versions
 * (appointments, their services and clients, bumped at commit). Any
 * committed write to what the calendar shows changes it. `merchant` is the
 * SQL expression of the business id (a column or a parameter).
 */
export const dataVersionsSql = (merchant: string) =>
  `coalesce((select d.version from calendar_data_versions d where d.merchant_id = ${merchant}), 0)
    || ':' || coalesce((select b.version from calendar_booking_versions b where b.merchant_id = ${merchant}), 0)`;
