export * from "./jsonTypes.js";
export * from "./merchants/index.js";
export * from "./users/index.js";
export * from "./clients/index.js";
export * from "./team-members/index.js";
// clients area
export * from "./client-notification-templates/index.js";
export * from "./referral-sources/index.js";
export * from "./cancellation-reasons/index.js";
// products area
export * from "./products/index.js";
export * from "./product-categories/index.js";
export * from "./brands/index.js";
export * from "./suppliers/index.js";
// team area
export * from "./shift-patterns/index.js";
export * from "./shift-overrides/index.js";
export * from "./time-off/index.js";
export * from "./commission-plans/index.js";
// resources area
export * from "./resources/index.js";
export * from "./resource-categories/index.js";
export * from "./resource-working-hours/index.js";
// services area
export * from "./services/index.js";
export * from "./treatment-types/index.js";
export * from "./memberships/index.js";
export * from "./service-availability/index.js";
// promote area
export * from "./deals/index.js";
export * from "./voucher-types/index.js";
export * from "./vouchers/index.js";
export * from "./voucher-settings/index.js";
// settings area
export * from "./locations/index.js";
export * from "./billing-details/index.js";
export * from "./online-booking-settings/index.js";
export * from "./close-dates/index.js";
export * from "./departments/index.js";
export * from "./invoice-sequences/index.js";
export * from "./tax-rates/index.js";
export * from "./tip-settings/index.js";
export * from "./payment-types/index.js";
export * from "./devices/index.js";
// numbering
export * from "./document-counters/index.js";
// calendar
export * from "./appointments/index.js";
export * from "./calendar-data-versions/index.js";
export * from "./calendar-booking-versions/index.js";
export * from "./blocked-times/index.js";
export * from "./calendar-stream-tickets/index.js";
// sign-in through an identity provider
export * from "./oidc-used-nonces/index.js";
// inventory area
export * from "./stock-levels/index.js";
export * from "./stock-movements/index.js";
export * from "./purchase-orders/index.js";
export * from "./stock-takes/index.js";
// sales (checkout, payments, refunds, commission)
export * from "./sales/index.js";
export * from "./idempotency-keys/index.js";
// outbox
export * from "./outbox/index.js";
