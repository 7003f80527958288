import { z } from "zod";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  DEVICE_STATUSES,
  DEVICE_TYPES,
  devices,
  locations,
} from "../../db/schema/index.js";
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { instant, tableSchemas } from "../../lib/schemas.js";
import { refuseArchived, requiredText } from "../settings/fields.js";

const base = tableSchemas(
  createInsertSchema(devices, {
    name: () => requiredText(100),
    type: () => z.enum(DEVICE_TYPES),
    serial_number: () =>
      z
        .string()
        .trim()
        .min(1)
        .max(100)
        .regex(
          /^[A-Za-z0-9._:/ -]+$/,
          "Use letters, digits and - . _ : / only.",
        )
        .nullable()
        .optional(),
    status: () => z.enum(DEVICE_STATUSES).optional(),
    paired_at: () => instant.nullable().optional(),
    last_seen_at: () => instant.nullable().optional(),
  }),
  createSelectSchema(devices),
);

async function validateDevice({ tx, body, existing }: HookContext) {
  await refuseArchived(
    tx,
    locations,
    "location_id",
    body.location_id,
    existing?.location_id,
    "This location is archived: choose another one.",
  );
}

/** Devices: a hardware register (service 14, DOMAIN §3.41). */
export const devicesResource = defineResource({
  name: "devices",
  table: devices,
  serviceId: 14,
  schemas: base,
  references: { location_id: locations },
  uniqueMessages: {
    devices_merchant_name_key: [
      "name",
      "Another device already has this name.",
    ],
    devices_merchant_serial_key: [
      "serial_number",
      "Another device already has this serial number.",
    ],
  },
  hooks: { validate: validateDevice },
});
