import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  tenantColumn,
} from "../columns.js";
import { locations } from "../locations/locations.js";
import { teamMembers } from "../team-members/teamMembers.js";
import { refunds } from "./refunds.js";
import { saleItems, SALE_ITEM_TYPES } from "./saleItems.js";
import { sales } from "./sales.js";
import { moneyCheck, signedMoneyCheck } from "../bounds.js";

export const COMMISSION_ENTRY_KINDS = ["accrual", "reversal"] as const;

/**
 * Commission entries (DOMAIN §3.19, §4.4, ledger): insert-only (trigger).
 * An accrual per eligible item when its sale becomes fully paid, dated then;
 * reversals (negative) point at their accrual, with the refund that caused
 * them (proportional) or none for a void (what is left).
 */
export const commissionEntries = pgTable(
  "commission_entries",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    sale_id: refColumn("sale_id").notNull(),
    sale_item_id: refColumn("sale_item_id").notNull(),
    team_member_id: refColumn("team_member_id").notNull(),
    location_id: refColumn("location_id").notNull(),
    item_type: text("item_type").notNull(),
    occurred_at: timestamp("occurred_at", {
      withTimezone: true,
      mode: "string",
    })
      .notNull()
      .defaultNow(),
    kind: text("kind").notNull(),
    base_amount: bigint("base_amount", { mode: "number" }).notNull(),
    rate_pct: numeric("rate_pct", { precision: 7, scale: 4 }),
    fixed_amount: bigint("fixed_amount", { mode: "number" }),
    amount: bigint("amount", { mode: "number" }).notNull(),
    reverses_entry_id: refColumn("reverses_entry_id"),
    refund_id: refColumn("refund_id"),
    created_at: timestamp("created_at", { withTimezone: true, mode: "string" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.sale_id, sales),
    businessRef(t, t.sale_item_id, saleItems),
    businessRef(t, t.team_member_id, teamMembers),
    businessRef(t, t.location_id, locations),
    businessRef(t, t.refund_id, refunds),
    businessRef(
      t,
      t.reverses_entry_id,
      (): { merchant_id: AnyPgColumn; id: AnyPgColumn } => commissionEntries,
    ),
    index("commission_entries_member_idx").on(
      t.merchant_id,
      t.team_member_id,
      t.occurred_at,
    ),
    index("commission_entries_sale_idx").on(t.merchant_id, t.sale_id),
    index("commission_entries_item_idx").on(t.merchant_id, t.sale_item_id),
    index("commission_entries_reverses_idx")
      .on(t.reverses_entry_id)
      .where(sql`${t.reverses_entry_id} is not null`),
    index("commission_entries_refund_idx")
      .on(t.refund_id)
      .where(sql`${t.refund_id} is not null`),
    enumCheck("commission_entries_kind_check", t.kind, COMMISSION_ENTRY_KINDS),
    enumCheck(
      "commission_entries_item_type_check",
      t.item_type,
      SALE_ITEM_TYPES,
    ),
    check(
      "commission_entries_amount_check",
      sql`case ${t.kind}
        when 'accrual' then ${t.amount} > 0 and ${t.reverses_entry_id} is null
        else ${t.amount} < 0 and ${t.reverses_entry_id} is not null end`,
    ),
    signedMoneyCheck("commission_entries_amount_range", t.amount),
    moneyCheck("commission_entries_base_amount_check", t.base_amount),
    moneyCheck("commission_entries_fixed_amount_check", t.fixed_amount),
  ],
);
