import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, timestamp } from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  idColumn,
  refColumn,
  tenantColumn,
} from "../columns.js";
import { teamMembers } from "../team-members/teamMembers.js";
import { payments } from "./payments.js";
import { refunds } from "./refunds.js";
import { sales } from "./sales.js";
import { signedMoneyCheck } from "../bounds.js";

/**
 * Tip shares (DOMAIN §3.31, §4.3): a tip taken with a payment, split among
 * the sale's team members (null = unassigned). Positive rows are tips;
 * negative rows give a share back, with the refund (`refund_id`) or with a
 * void's reversing payment (`payment_id` of the reversal).
 */
export const saleTips = pgTable(
  "sale_tips",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    sale_id: refColumn("sale_id").notNull(),
    payment_id: refColumn("payment_id"),
    refund_id: refColumn("refund_id"),
    team_member_id: refColumn("team_member_id"),
    amount: bigint("amount", { mode: "number" }).notNull(),
    occurred_at: timestamp("occurred_at", {
      withTimezone: true,
      mode: "string",
    })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.sale_id, sales),
    businessRef(t, t.payment_id, payments),
    businessRef(t, t.refund_id, refunds),
    businessRef(t, t.team_member_id, teamMembers),
    index("sale_tips_sale_idx").on(t.merchant_id, t.sale_id),
    index("sale_tips_member_idx").on(t.merchant_id, t.team_member_id),
    index("sale_tips_payment_idx")
      .on(t.payment_id)
      .where(sql`${t.payment_id} is not null`),
    index("sale_tips_refund_idx")
      .on(t.refund_id)
      .where(sql`${t.refund_id} is not null`),
    check(
      "sale_tips_amount_check",
      sql`${t.amount} <> 0
        and (${t.amount} < 0 or (${t.payment_id} is not null and ${t.refund_id} is null))
        and (${t.payment_id} is not null or ${t.refund_id} is not null)`,
    ),
    signedMoneyCheck("sale_tips_amount_range", t.amount),
  ],
);
