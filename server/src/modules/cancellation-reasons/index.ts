import { z } from "zod";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  cancellationReasons,
  CANCELLATION_INITIATORS,
} from "../../db/schema/index.js";
import { defineResource } from "../../lib/crudRoutes.js";
import { tableSchemas } from "../../lib/schemas.js";
import { appendSortOrder } from "../referral-sources/sortOrder.js";

/** Cancellation reasons (service 3, DOMAIN §3.8), listed by sort_order (moved up and down). */
export const cancellationReasonsResource = defineResource({
  name: "cancellation-reasons",
  table: cancellationReasons,
  serviceId: 3,
  schemas: tableSchemas(
    createInsertSchema(cancellationReasons, {
      name: (s) => s.trim().min(1).max(100),
      initiated_by: () => z.enum(CANCELLATION_INITIATORS).optional(),
      sort_order: (s) => s.int().min(0).max(100_000),
    }),
    createSelectSchema(cancellationReasons),
  ),
  optionFields: ["name", "initiated_by"],
  uniqueMessages: {
    cancellation_reasons_merchant_name_key: [
      "name",
      "Another cancellation reason already has this name.",
    ],
  },
  hooks: { validate: (ctx) => appendSortOrder(cancellationReasons, ctx) },
});
