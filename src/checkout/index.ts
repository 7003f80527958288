import { lazy } from "react";

/** The till (issue 22): its own lazy chunk. */
export const CheckoutPage = lazy(() =>
  import("./CheckoutPage").then((m) => ({ default: m.CheckoutPage })),
);
export const CHECKOUT_PATH = "/checkout";

/** The checkout of an appointment. */
export const checkoutUrl = (appointmentId: number) =>
  `${CHECKOUT_PATH}?appointment_id=${appointmentId}`;
