import { z } from "zod";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  locations,
  TIP_CALCULATE_ON,
  tipSettings,
} from "../../db/schema/index.js";
import type { Queryable } from "../../db/client.js";
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { tableSchemas } from "../../lib/schemas.js";
import { refuseArchived } from "../settings/fields.js";

type Row = Record<string, unknown>;

/** Up to 5 ascending percentages, each 5–100, at most 2 decimals; one message for the field. */
export const suggestedPctField = z
  .array(z.unknown())
  .superRefine((list, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: "custom", message });
    if (list.length > 5) return fail("Suggest at most 5 tip percentages.");
    if (list.some((v) => typeof v !== "number" || !Number.isFinite(v)))
      return fail("Each suggested tip must be a number.");
    const nums = list as number[];
    if (nums.some((v) => v < 5 || v > 100))
      return fail("Each suggested tip must be between 5 and 100 %.");
    if (nums.some((v) => Math.round(v * 100) !== v * 100))
      return fail("Use at most 2 decimal places.");
    if (nums.some((v, i) => i > 0 && v <= nums[i - 1]))
      return fail("List the suggested tips in ascending order, each once.");
  })
  .transform((list) => list as number[]);

const base = tableSchemas(
  createInsertSchema(tipSettings, {
    suggested_pct: () => suggestedPctField as never,
    calculate_on: () => z.enum(TIP_CALCULATE_ON).optional(),
  }),
  createSelectSchema(tipSettings),
);

const asNumbers = async (_db: Queryable, rows: Row[]) =>
  rows.map((r) => ({
    ...r,
    suggested_pct: ((r.suggested_pct as string[] | null) ?? []).map(Number),
  }));

async function validateTipSettings({ tx, body, existing }: HookContext) {
  await refuseArchived(
    tx,
    locations,
    "location_id",
    body.location_id,
    existing?.location_id,
    "This location is archived: choose another one.",
  );
}

/** Tip settings, one row per location (service 14, DOMAIN §3.39). */
export const tipSettingsResource = defineResource({
  name: "tip-settings",
  table: tipSettings,
  serviceId: 14,
  schemas: {
    create: base.create,
    update: base.update,
    record: base.record.extend({ suggested_pct: z.array(z.number()) }),
  },
  references: { location_id: locations },
  optionFields: ["location_id"],
  uniqueMessages: {
    tip_settings_location_key: [
      "location_id",
      "This location already has tip settings: edit them instead.",
    ],
  },
  hooks: { validate: validateTipSettings, decorate: asNumbers },
});
