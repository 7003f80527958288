import type { FastifyInstance } from "fastify";
import type { ResourceDef } from "../../../server/src/lib/crudRoutes";
import { resources } from "../../../server/src/modules/index";
import { appointmentsResource } from "../../../server/src/modules/appointments/index";
import { blockedTimesResource } from "../../../server/src/modules/blocked-times/index";
import { salesResource } from "../../../server/src/modules/sales/index";
import { calendarFixtures } from "./samples/calendar";
import { fixturesOf } from "./resourceSamples";

/**
 * Appointments as the generic matrices see them. The booking module mounts
 * them (mountAppointments), not the CRUD registry: its definition is
 * read-only for the shared routes, while POST and PUT are the booking
 * writes, DELETE is refused with 409 and `POST <name>/:id/status` is its
 * action. The matrices treat it as a written resource with a delete refusal.
 */
export const appointmentsAsResource: ResourceDef = {
  ...appointmentsResource,
  readOnly: false,
  deleteRefusal: "Appointments are not deleted; cancel them instead.",
};

/**
 * Blocked times as the matrices see them: read-only for the shared routes,
 * written by POST, PUT and DELETE routes of the availability module
 * (mounted as the resource's actions).
 */
export const blockedTimesAsResource: ResourceDef = {
  ...blockedTimesResource,
  readOnly: false,
};

/**
 * Sales as the matrices see them: the checkout module mounts them
 * (mountSales). POST is checkout, PUT edits the notes only, DELETE is
 * refused with 409 (void instead); payments, void and refunds are actions.
 */
export const salesAsResource: ResourceDef = {
  ...salesResource,
  readOnly: false,
  deleteRefusal: "Sales are never deleted: void the sale instead.",
};

/** The registry plus the resources mounted outside it, for the tenant, mass-assignment and access matrices. */
export const matrixResources: ResourceDef[] = [
  ...resources,
  appointmentsAsResource,
  blockedTimesAsResource,
  salesAsResource,
];

/** The calendar rows the appointments samples book with (a salon per merchant). */
export const prepareCalendarFixtures = (
  app: FastifyInstance,
  merchantId: number,
) => calendarFixtures(app, merchantId, fixturesOf({ merchantId }));

/** A valid body for an action route (`<name>/:id/<action>`); most take none. */
export const actionBody = (url: string): Record<string, unknown> =>
  /\/appointments\/:id\/status$/.test(url) ? { status: "confirmed" } : {};
