import {
  dealLocations,
  dealProducts,
  dealServices,
  deals,
  membershipLocations,
  membershipServices,
  memberships,
  voucherTypeLocations,
  voucherTypeServices,
  voucherTypes,
} from "../schema/index.js";
import {
  at,
  indexBy,
  insertAll,
  stamped,
  type SeedContext,
} from "./context.js";
import { addDays, daysBetween, nextWeekday, zonedInstant } from "./dates.js";
import type { Business } from "./business.js";
import type { Products } from "./products.js";
import { SERVICES, type Services } from "./services.js";

/** The last Black Friday (day after the 4th Thursday of November) at least three weeks before `today`. */
export function lastBlackFriday(today: string): string {
  for (let year = Number(today.slice(0, 4)); ; year--) {
    const firstThursday = nextWeekday(`${year}-11-01`, 3);
    const friday = addDays(firstThursday, 22);
    if (daysBetween(friday, today) >= 21) return friday;
  }
}

const namesOfType = (type: string) =>
  SERVICES.filter((s) => s.type === type).map((s) => s.name);

export interface Promote {
  voucherType: (name: string) => { id: number };
  membership: (name: string) => { id: number };
}

/** Four deals (active code, past flash sale, inactive, archived), three voucher types and three memberships. */
export async function seedPromote(
  ctx: SeedContext,
  business: Business,
  service: Services,
  product: Products,
): Promise<Promote> {
  const { tx, merchantId: merchant_id } = ctx;
  const [innere, neubau] = business.locations;
  const both = [innere.id, neubau.id];
  const local = (date: string, time: string) =>
    zonedInstant(date, time, ctx.timeZone);
  const blackFriday = lastBlackFriday(ctx.today);

  const dealRows = await tx
    .insert(deals)
    .values(
      stamped(ctx, deals, [
        {
          merchant_id,
          name: "Glow week: 15% off facials",
          type: "promotion_code",
          code: "GLOW15",
          discount_type: "percent",
          discount_pct: "15",
          applies_to: "selected_services",
          channels: "both",
          starts_at: at(ctx, -20, "00:00"),
          ends_at: at(ctx, 40, "23:59"),
          usage_limit_total: 200,
          usage_limit_per_client: 1,
          status: "active",
          created_at: at(ctx, -24, "11:05"),
        },
        {
          merchant_id,
          name: "Last-minute massage flash sale",
          type: "flash_sale",
          discount_type: "percent",
          discount_pct: "25",
          applies_to: "selected_services",
          channels: "online",
          starts_at: at(ctx, -75, "08:00"),
          ends_at: at(ctx, -68, "20:00"),
          status: "active",
          created_at: at(ctx, -78, "16:40"),
        },
        {
          merchant_id,
          name: "Thank you: €10 off products",
          type: "promotion_code",
          code: "THANKYOU10",
          discount_type: "fixed",
          discount_amount: 1000,
          applies_to: "selected_products",
          channels: "in_store",
          starts_at: at(ctx, -100, "00:00"),
          usage_limit_per_client: 1,
          status: "inactive",
          created_at: at(ctx, -101, "09:30"),
        },
        {
          merchant_id,
          name: `Black Friday ${blackFriday.slice(0, 4)}`,
          type: "promotion_code",
          code: "BLACKFRIDAY",
          discount_type: "percent",
          discount_pct: "30",
          applies_to: "all_services",
          channels: "both",
          starts_at: local(blackFriday, "00:00"),
          ends_at: local(addDays(blackFriday, 3), "23:59"),
          usage_limit_total: 300,
          status: "archived",
          archived_at: local(addDays(blackFriday, 14), "10:00"),
          created_at: local(addDays(blackFriday, -12), "14:20"),
        },
      ]),
    )
    .returning({ id: deals.id, name: deals.name });
  const deal = indexBy(dealRows, "name");
  const glow = deal("Glow week: 15% off facials").id;
  const flash = deal("Last-minute massage flash sale").id;
  const thanks = deal("Thank you: €10 off products").id;
  const blackFridayDeal = deal(`Black Friday ${blackFriday.slice(0, 4)}`).id;

  await insertAll(ctx, dealServices, [
    ...namesOfType("Facials")
      .filter((n) => n !== "Skin consultation")
      .map((n) => ({ deal_id: glow, service_id: service(n).id })),
    ...[
      "Swedish massage",
      "Deep tissue massage",
      "Aromatherapy massage",
      "Sports massage",
    ].map((n) => ({
      deal_id: flash,
      service_id: service(n).id,
    })),
  ]);
  await insertAll(
    ctx,
    dealProducts,
    [
      "Alpine Botanics Edelweiss Day Cream",
      "Alpine Botanics Night Repair Cream",
      "Dermaluxe Vitamin C Serum",
      "Lumina Skin Retinol Night Serum",
      "Pure Ritual Aroma Diffuser",
      "Pure Ritual Waffle Spa Robe",
    ].map((n) => ({ deal_id: thanks, product_id: product(n).id })),
  );
  await insertAll(ctx, dealLocations, [
    ...both.map((location_id) => ({ deal_id: glow, location_id })),
    { deal_id: flash, location_id: innere.id },
    ...both.map((location_id) => ({ deal_id: thanks, location_id })),
    ...both.map((location_id) => ({ deal_id: blackFridayDeal, location_id })),
  ]);

  const vtRows = await tx
    .insert(voucherTypes)
    .values(
      stamped(ctx, voucherTypes, [
        {
          merchant_id,
          name: "Gift voucher €50",
          value: 5000,
          retail_price: 5000,
          redeemable_for: "any",
          online_sales_enabled: true,
          title: "A moment for you",
          description: "Redeemable for any treatment at Serenity.",
          colour: "#C2185B",
          note_for_client: "Book online or call us to redeem.",
        },
        {
          merchant_id,
          name: "Gift voucher €100",
          value: 10000,
          retail_price: 9000,
          valid_for_value: 24,
          valid_for_unit: "months",
          redeemable_for: "any",
          online_sales_enabled: true,
          title: "Pure relaxation",
          description: "€100 of treatments for the price of €90.",
          colour: "#7E57C2",
        },
        {
          merchant_id,
          name: "Massage voucher",
          value: 8500,
          retail_price: 8500,
          valid_for_value: 6,
          valid_for_unit: "months",
          redeemable_for: "selected_services",
          online_sales_enabled: false,
          title: "Time to unwind",
          description: "One massage of up to 60 minutes.",
          colour: "#4F86C6",
          note_for_client: "Valid for six months from purchase.",
        },
      ]),
    )
    .returning({ id: voucherTypes.id, name: voucherTypes.name });
  const voucherType = indexBy(vtRows, "name");
  await insertAll(
    ctx,
    voucherTypeServices,
    [
      "Swedish massage",
      "Deep tissue massage",
      "Aromatherapy massage",
      "Sports massage",
      "Hot stone massage",
    ].map((n) => ({
      voucher_type_id: voucherType("Massage voucher").id,
      service_id: service(n).id,
    })),
  );
  await insertAll(
    ctx,
    voucherTypeLocations,
    vtRows.flatMap((v) =>
      both.map((location_id) => ({ voucher_type_id: v.id, location_id })),
    ),
  );

  const msRows = await tx
    .insert(memberships)
    .values(
      stamped(ctx, memberships, [
        {
          merchant_id,
          name: "Massage 5-pack",
          description: "Five massages of up to 60 minutes.",
          colour: "#4F86C6",
          terms: "Valid for six months; not transferable.",
          services_scope: "selected",
          session_type: "limited",
          sessions_count: 5,
          valid_for_value: 6,
          valid_for_unit: "months",
          price: 35500,
          tax_rate_id: business.taxStandardId,
          online_sales_enabled: true,
          commission_enabled: true,
        },
        {
          merchant_id,
          name: "Nail care club",
          description: "Ten manicures or pedicures a year.",
          colour: "#8E24AA",
          services_scope: "selected",
          session_type: "limited",
          sessions_count: 10,
          valid_for_value: 1,
          valid_for_unit: "years",
          price: 36000,
          online_sales_enabled: false,
          commission_enabled: true,
        },
        {
          merchant_id,
          name: "Serenity unlimited monthly",
          description: "Unlimited treatments for a month (one per day).",
          colour: "#2E7D32",
          terms:
            "One treatment per day; laser treatments excluded at the front desk.",
          services_scope: "all",
          session_type: "unlimited",
          valid_for_value: 30,
          valid_for_unit: "days",
          price: 29900,
          tax_rate_id: business.taxStandardId,
          online_sales_enabled: true,
          commission_enabled: false,
        },
      ]),
    )
    .returning({ id: memberships.id, name: memberships.name });
  const membership = indexBy(msRows, "name");
  await insertAll(ctx, membershipServices, [
    ...[
      "Swedish massage",
      "Deep tissue massage",
      "Aromatherapy massage",
      "Sports massage",
    ].map((n) => ({
      membership_id: membership("Massage 5-pack").id,
      service_id: service(n).id,
    })),
    ...[
      "Classic manicure",
      "Gel manicure",
      "French manicure",
      "Classic pedicure",
      "Spa pedicure",
    ].map((n) => ({
      membership_id: membership("Nail care club").id,
      service_id: service(n).id,
    })),
  ]);
  await insertAll(ctx, membershipLocations, [
    ...both.map((location_id) => ({
      membership_id: membership("Massage 5-pack").id,
      location_id,
    })),
    { membership_id: membership("Nail care club").id, location_id: neubau.id },
    ...both.map((location_id) => ({
      membership_id: membership("Serenity unlimited monthly").id,
      location_id,
    })),
  ]);

  return { voucherType, membership };
}
