import { z } from "zod";
import { and, eq, ne, sql } from "drizzle-orm";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  merchants,
  onlineBookingSettings,
  SLOT_INTERVALS,
} from "../../db/schema/index.js";
import { defineSingleton } from "../../lib/singletonRoutes.js";
import { tableSchemas } from "../../lib/schemas.js";
import { invalid } from "../../lib/httpErrors.js";
import { tenantOf } from "../../lib/tenantScope.js";
import { shortText } from "../settings/fields.js";

const SLUG = /^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/;
const whole = (min: number, max: number) => z.number().int().min(min).max(max);

const base = tableSchemas(
  createInsertSchema(onlineBookingSettings, {
    slug: () =>
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(
          SLUG,
          "Use 3 to 60 lower-case letters, digits and dashes, starting and ending with a letter or digit.",
        ),
    slot_interval_minutes: () =>
      z
        .number()
        .refine(
          (v) => (SLOT_INTERVALS as readonly number[]).includes(v),
          `Choose one of ${SLOT_INTERVALS.join(", ")} minutes.`,
        )
        .optional(),
    min_notice_minutes: () => whole(0, 43_200).optional(),
    max_advance_days: () => whole(1, 730).optional(),
    client_cancel_notice_minutes: () =>
      z
        .number()
        .int()
        .min(30, "Must be at least 30 minutes.")
        .max(2880, "Must be at most 48 hours (2880 minutes).")
        .optional(),
    important_info_text: () => shortText(2000).nullable().optional(),
    disabled_message: () => shortText(500).nullable().optional(),
  }),
  createSelectSchema(onlineBookingSettings),
);

/** A booking-page address made from the business name, unique thanks to the merchant id. */
export function defaultSlug(businessName: string, merchantId: number) {
  const words = businessName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return `${words || "salon"}-${merchantId}`;
}

/** Online booking settings (DOMAIN §3.34), role 2 only. */
export const onlineBookingSettingsSingleton = defineSingleton({
  name: "online-booking-settings",
  table: onlineBookingSettings,
  key: onlineBookingSettings.merchant_id,
  serviceId: -1,
  schemas: { update: base.update, record: base.record },
  defaults: async (tx, merchantId) => {
    const [m] = await tx
      .select({ name: merchants.business_name })
      .from(merchants)
      .where(eq(merchants.id, merchantId));
    return { slug: defaultSlug(m.name, merchantId) };
  },
  hooks: {
    // The slug is the booking page's address: unique across all merchants.
    validate: async ({ req, tx, body }) => {
      if (typeof body.slug !== "string") return;
      const [taken] = await tx
        .select({ id: onlineBookingSettings.id })
        .from(onlineBookingSettings)
        .where(
          and(
            eq(sql`lower(${onlineBookingSettings.slug})`, body.slug),
            ne(onlineBookingSettings.merchant_id, tenantOf(req)),
          ),
        );
      if (taken)
        throw invalid({
          slug: "This booking page address is taken: choose another one.",
        });
    },
  },
});
