import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { clientMemberships } from "../../db/schema/index.js";
import { defineResource } from "../../lib/crudRoutes.js";
import { tableSchemas } from "../../lib/schemas.js";

/**
 * Memberships sold to clients (DOMAIN §3.25): written by checkout (a later
 * issue), read here for the client's detail view, so under the clients
 * service id.
 */
export const clientMembershipsResource = defineResource({
  name: "client-memberships",
  table: clientMemberships,
  serviceId: 3,
  readOnly: true,
  schemas: tableSchemas(
    createInsertSchema(clientMemberships),
    createSelectSchema(clientMemberships),
  ),
  optionFields: ["client_id", "membership_id", "status"],
  // Which client holds which membership is the clients area's to show.
  optionsAccess: "service",
});
