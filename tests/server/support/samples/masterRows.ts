import type { FastifyInstance } from "fastify";
import {
  invoiceSequences,
  locations,
  memberships,
  products,
  referralSources,
  services,
  treatmentTypes,
  voucherTypes,
} from "../../../../server/src/db/schema";
import { unique, type Fixtures } from "./types";

/**
 * Rows of other areas that the clients and promote samples point at, inserted
 * with app.db when no earlier area's fixtures made them (`fx.x ??= …`).
 */
export async function ensureLocation(
  app: FastifyInstance,
  merchantId: number,
  fx: Fixtures,
) {
  if (fx.location) return fx.location;
  const [seq] = await app.db
    .insert(invoiceSequences)
    .values({
      merchant_id: merchantId,
      name: `Sequence ${unique()}`,
      prefix: `S${unique()}`,
    })
    .returning();
  const [loc] = await app.db
    .insert(locations)
    .values({
      merchant_id: merchantId,
      name: `Location ${unique()}`,
      address_line1: "1 High Street",
      city: "London",
      timezone: "Europe/London",
      opening_hours: {},
      invoice_sequence_id: seq.id,
    })
    .returning();
  return (fx.location = loc.id);
}

export async function ensureService(
  app: FastifyInstance,
  merchantId: number,
  fx: Fixtures,
) {
  if (fx.service) return fx.service;
  fx.treatmentType ??= (
    await app.db
      .insert(treatmentTypes)
      .values({ merchant_id: merchantId, name: `Treatment ${unique()}` })
      .returning()
  )[0].id;
  const [row] = await app.db
    .insert(services)
    .values({
      merchant_id: merchantId,
      name: `Service ${unique()}`,
      treatment_type_id: fx.treatmentType,
    })
    .returning();
  return (fx.service = row.id);
}

export async function ensureProduct(
  app: FastifyInstance,
  merchantId: number,
  fx: Fixtures,
) {
  fx.product ??= (
    await app.db
      .insert(products)
      .values({
        merchant_id: merchantId,
        name: `Product ${unique()}`,
        retail_price: 1500,
      })
      .returning()
  )[0].id;
  return fx.product;
}

export async function ensureMembership(
  app: FastifyInstance,
  merchantId: number,
  fx: Fixtures,
) {
  fx.membership ??= (
    await app.db
      .insert(memberships)
      .values({
        merchant_id: merchantId,
        name: `Membership ${unique()}`,
        valid_for_value: 12,
        price: 9900,
      })
      .returning()
  )[0].id;
  return fx.membership;
}

export async function ensureReferralSource(
  app: FastifyInstance,
  merchantId: number,
  fx: Fixtures,
) {
  fx.referralSource ??= (
    await app.db
      .insert(referralSources)
      .values({ merchant_id: merchantId, name: `Source ${unique()}` })
      .returning()
  )[0].id;
  return fx.referralSource;
}

export async function ensureVoucherType(
  app: FastifyInstance,
  merchantId: number,
  fx: Fixtures,
) {
  fx.voucherType ??= (
    await app.db
      .insert(voucherTypes)
      .values({
        merchant_id: merchantId,
        name: `Voucher ${unique()}`,
        value: 5000,
        retail_price: 4500,
      })
      .returning()
  )[0].id;
  return fx.voucherType;
}
