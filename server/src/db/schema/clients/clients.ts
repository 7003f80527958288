import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  archivedAt,
  businessKey,
  businessRef,
  idColumn,
  refColumn,
  searchColumn,
  searchIndex,
  tenantColumn,
  timestamps,
} from "../columns.js";
import { referralSources } from "../referral-sources/referralSources.js";

export const CLIENT_GENDERS = [
  "female",
  "male",
  "non_binary",
  "unspecified",
] as const;

/** Clients of the business (DOMAIN §3.5). */
export const clients = pgTable(
  "clients",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    first_name: text("first_name").notNull(),
    last_name: text("last_name"),
    email: text("email"),
    mobile: text("mobile"),
    gender: text("gender"),
    birthday: date("birthday", { mode: "string" }),
    referral_source_id: refColumn("referral_source_id"),
    notes: text("notes"),
    /** The language of the messages the client receives (a UI code); null: the business's. */
    language: text("language"),
    notify_email: boolean("notify_email").notNull().default(true),
    notify_sms: boolean("notify_sms").notNull().default(true),
    marketing_email_opt_in: boolean("marketing_email_opt_in")
      .notNull()
      .default(false),
    marketing_sms_opt_in: boolean("marketing_sms_opt_in")
      .notNull()
      .default(false),
    blocked_online: boolean("blocked_online").notNull().default(false),
    block_reason: text("block_reason"),
    archived_at: archivedAt(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [
      clients.first_name,
      clients.last_name,
      clients.email,
      clients.mobile,
    ]),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.referral_source_id, referralSources),
    // List sorts: (merchant, column, id) matches ORDER BY column, id of the list contract.
    ...(["last_name", "first_name", "email", "created_at"] as const).map((c) =>
      index(`clients_list_${c}_idx`)
        .on(t.merchant_id, t[c], t.id)
        .where(sql`${t.archived_at} is null`),
    ),
    uniqueIndex("clients_merchant_email_key")
      .on(t.merchant_id, sql`lower(${t.email})`)
      .where(sql`${t.archived_at} is null and ${t.email} is not null`),
    index("clients_referral_source_idx")
      .on(t.referral_source_id)
      .where(sql`${t.referral_source_id} is not null`),
    searchIndex("clients_search_idx", t.search_text),
    check(
      "clients_language_check",
      sql`${t.language} is null or ${t.language} in ('en', 'es', 'de', 'it', 'ru', 'ae')`,
    ),
    check(
      "clients_gender_check",
      sql`${t.gender} is null or ${t.gender} in ('female', 'male', 'non_binary', 'unspecified')`,
    ),
  ],
);
