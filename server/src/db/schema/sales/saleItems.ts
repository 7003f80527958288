import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  tenantColumn,
  timestamps,
} from "../columns.js";
import { appointmentServices } from "../appointments/appointmentServices.js";
import { deals } from "../deals/deals.js";
import { clientMemberships } from "../memberships/clientMemberships.js";
import { taxRates } from "../tax-rates/taxRates.js";
import { teamMembers } from "../team-members/teamMembers.js";
import { sales } from "./sales.js";
import { moneyCheck, quantityCheck } from "../bounds.js";

export const SALE_ITEM_TYPES = [
  "service",
  "product",
  "voucher",
  "membership",
] as const;
export const DISCOUNT_KINDS = ["manual", "deal", "membership"] as const;

const amount = (name: string) => bigint(name, { mode: "number" }).notNull();

/**
 * Sale items (DOMAIN §3.31): what was sold, with the names, prices, tax rate
 * and cost copied at checkout, and the amounts of the money module's line
 * maths (shared/money lines.ts). `item_id` is the service, product,
 * membership or voucher type (null for a custom voucher). Never updated:
 * refunds are refund_items.
 */
export const saleItems = pgTable(
  "sale_items",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    sale_id: refColumn("sale_id").notNull(),
    position: smallint("position").notNull(),
    item_type: text("item_type").notNull(),
    item_id: refColumn("item_id"),
    pricing_option_id: refColumn("pricing_option_id"),
    appointment_service_id: refColumn("appointment_service_id"),
    name_snapshot: text("name_snapshot").notNull(),
    category_snapshot: text("category_snapshot"),
    quantity: integer("quantity").notNull(),
    unit_price: amount("unit_price"),
    gross_amount: amount("gross_amount"),
    discount_amount: amount("discount_amount"),
    net_amount: amount("net_amount"),
    tax_amount: amount("tax_amount"),
    total_amount: amount("total_amount"),
    discount_kind: text("discount_kind"),
    deal_id: refColumn("deal_id"),
    client_membership_id: refColumn("client_membership_id"),
    tax_rate_id: refColumn("tax_rate_id"),
    tax_rate_pct: numeric("tax_rate_pct", { precision: 7, scale: 4 })
      .notNull()
      .default("0"),
    team_member_id: refColumn("team_member_id"),
    /** Average cost of one unit at the sale (products), for margins. */
    cost_snapshot: bigint("cost_snapshot", { mode: "number" }),
    /** The service's, product's or membership's commission_enabled at the sale. */
    commission_enabled: boolean("commission_enabled").notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.sale_id, sales),
    businessRef(t, t.appointment_service_id, appointmentServices),
    businessRef(t, t.deal_id, deals),
    businessRef(t, t.client_membership_id, clientMemberships),
    businessRef(t, t.tax_rate_id, taxRates),
    businessRef(t, t.team_member_id, teamMembers),
    index("sale_items_sale_idx").on(t.merchant_id, t.sale_id, t.position),
    index("sale_items_item_idx").on(t.merchant_id, t.item_type, t.item_id),
    index("sale_items_team_member_idx")
      .on(t.merchant_id, t.team_member_id)
      .where(sql`${t.team_member_id} is not null`),
    index("sale_items_deal_idx")
      .on(t.merchant_id, t.deal_id)
      .where(sql`${t.deal_id} is not null`),
    index("sale_items_client_membership_idx")
      .on(t.client_membership_id)
      .where(sql`${t.client_membership_id} is not null`),
    index("sale_items_appointment_service_idx")
      .on(t.appointment_service_id)
      .where(sql`${t.appointment_service_id} is not null`),
    index("sale_items_tax_rate_idx")
      .on(t.tax_rate_id)
      .where(sql`${t.tax_rate_id} is not null`),
    enumCheck("sale_items_item_type_check", t.item_type, SALE_ITEM_TYPES),
    enumCheck(
      "sale_items_discount_kind_check",
      t.discount_kind,
      DISCOUNT_KINDS,
    ),
    quantityCheck("sale_items_quantity_check", t.quantity, 1),
    moneyCheck("sale_items_unit_price_check", t.unit_price),
    moneyCheck("sale_items_gross_amount_check", t.gross_amount),
    moneyCheck("sale_items_tax_amount_check", t.tax_amount),
    moneyCheck("sale_items_total_amount_check", t.total_amount),
    moneyCheck("sale_items_cost_snapshot_check", t.cost_snapshot),
    check(
      "sale_items_amounts_check",
      sql`${t.discount_amount} between 0 and ${t.gross_amount} and ${t.net_amount} = ${t.gross_amount} - ${t.discount_amount}
        and ${t.total_amount} = ${t.net_amount} + ${t.tax_amount}`,
    ),
    check(
      "sale_items_discount_check",
      sql`(${t.discount_kind} = 'deal') = (${t.deal_id} is not null)
        and (${t.discount_kind} = 'membership') = (${t.client_membership_id} is not null)`,
    ),
  ],
);
