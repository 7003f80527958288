import { describe, it, expect, beforeAll } from "vitest";
import { sql } from "drizzle-orm";
import type { Db } from "../../../server/src/db/client";
import { DEMO, seedDemo } from "../../../server/src/db/seed";
import {
  DEMO_LOW_STOCK,
  DEMO_OUT_OF_STOCK,
} from "../../../server/src/db/seed/inventory";
import { normalizePhoneFields } from "../../../server/src/lib/contactFields";
import { checkStockLedger } from "../../../server/src/modules/stock/ledger";
import { runDbChecks } from "../../../server/src/db/checks";
import { SALES_DAYS } from "../../../server/src/db/seed/salesPlan";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { memberWorking } from "../../../server/src/modules/calendar/availability";
import { covers } from "../../../server/src/modules/calendar/intervals";
import { loadAvailabilityContext } from "../../../server/src/modules/calendar/loadContext";
import { localTime } from "../../../server/src/modules/calendar/zonedTime";

/** A fixed "now" for the seeded world: a Wednesday in March, Vienna time. */
const ANCHOR = "2026-03-18T09:30:00Z";

type Row = Record<string, unknown>;
const rows = async <T extends Row = Row>(
  db: Db,
  query: ReturnType<typeof sql>,
) => (await db.execute(query)).rows as T[];
const one = async <T extends Row = Row>(
  db: Db,
  query: ReturnType<typeof sql>,
) => (await rows<T>(db, query))[0];

/** Rows of the demo merchant per table (DOMAIN §6); join tables count through their parent. */
const EXPECTED: Record<string, number> = {
  users: 4,
  staff_permissions: 5 + 17 + 1,
  team_members: 8,
  departments: 3,
  shift_patterns: 9,
  shift_overrides: 10,
  time_off: 6,
  commission_plans: 8,
  commission_plan_rules: 20,
  commission_plan_overrides: 4,
  tax_rates: 2,
  invoice_sequences: 2,
  locations: 2,
  tip_settings: 2,
  close_dates: 2,
  payment_types: 5,
  devices: 3,
  billing_details: 1,
  online_booking_settings: 1,
  voucher_settings: 1,
  resource_categories: 3,
  resources: 6,
  resource_working_hours: 1,
  resource_hour_overrides: 1,
  treatment_types: 6,
  services: 40,
  service_pricing_options: 51,
  service_availability: 2,
  products: 60,
  // One per product and location, created by the opening balances.
  stock_levels: 120,
  brands: 8,
  product_categories: 6,
  suppliers: 4,
  referral_sources: 8,
  cancellation_reasons: 7,
  client_notification_templates: 7,
  clients: 2000,
  deals: 4,
  voucher_types: 3,
  memberships: 3,
  // Inventory (issue 10): 12 purchase orders in every status, 3 stock takes.
  purchase_orders: 12,
  // Each order that was placed, e-mailed to its supplier (issue 28).
  purchase_order_emails: 9,
  // The e-mails of the placed orders, in the outbox as sent; no client was told of the invented history.
  outbox_messages: 9,
  stock_takes: 3,
};

/** Join table → [parent table, column pointing at it], expected demo rows. */
const JOIN_TABLES: Record<string, [string, string, number]> = {
  team_member_locations: ["team_members", "team_member_id", 9],
  close_date_locations: ["close_dates", "close_date_id", 3],
  service_locations: ["services", "service_id", 70],
  service_team_members: ["services", "service_id", 85],
  service_resources: ["services", "service_id", 8],
  deal_services: ["deals", "deal_id", 11],
  deal_products: ["deals", "deal_id", 6],
  deal_locations: ["deals", "deal_id", 7],
  voucher_type_services: ["voucher_types", "voucher_type_id", 5],
  voucher_type_locations: ["voucher_types", "voucher_type_id", 6],
  membership_services: ["memberships", "membership_id", 9],
  membership_locations: ["memberships", "membership_id", 5],
};

/** An md5 of a few tables, row by row in id order (password hashes are salted, so left out). */
async function digest(db: Db) {
  const tables = [
    "merchants",
    "locations",
    "team_members",
    "shift_patterns",
    "shift_overrides",
    "time_off",
    "services",
    "service_pricing_options",
    "products",
    "clients",
    "deals",
    "close_dates",
    "payment_types",
    "invoice_sequences",
    "referral_sources",
    "appointments",
    "appointment_services",
    "purchase_orders",
    "purchase_order_lines",
    "purchase_order_emails",
    "stock_takes",
    "stock_take_lines",
    "sales",
    "sale_items",
    "vouchers",
    "client_memberships",
    "refunds",
  ];
  const parts: Record<string, string> = {};
  for (const t of tables) {
    // A sequence's updated_at is when its last number was drawn (the module's now()).
    const row =
      t === "invoice_sequences" ? "to_jsonb(x) - 'updated_at'" : "to_jsonb(x)";
    const r = await one<{ d: string }>(
      db,
      sql.raw(
        `select md5(coalesce(string_agg((${row})::text, '|' order by x.id), '')) as d from ${t} x`,
      ),
    );
    parts[t] = r.d;
  }
  const users = await one<{ d: string }>(
    db,
    sql`select md5(string_agg((to_jsonb(u) - 'password_hash')::text, '|' order by u.id)) as d from users u`,
  );
  parts.users = users.d;
  return parts;
}

describe("demo seed", () => {
  let t: TestApp;
  let db: Db;
  let demoId: number;
  let otherId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.app.db;
    // How long it takes is measured by npm run bench:seed, not here.
    expect(await seedDemo(db, { anchor: ANCHOR })).toBe(true);
    const merchants = await rows<{ id: number; business_name: string }>(
      db,
      sql`select id, business_name from merchants order by id`,
    );
    expect(merchants.map((m) => m.business_name)).toEqual([
      "Serenity Spa & Wellness",
      "Nordic Nail Studio",
    ]);
    [demoId, otherId] = merchants.map((m) => m.id);
  });

  it("gives the demo merchant the expected rows per table", async () => {
    const counts: Record<string, number> = {};
    for (const table of Object.keys(EXPECTED)) {
      const r = await one<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where merchant_id = ${demoId}`,
      );
      counts[table] = r.n;
    }
    for (const [table, [parent, col]] of Object.entries(JOIN_TABLES)) {
      const r = await one<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table)} j
            join ${sql.identifier(parent)} p on p.id = j.${sql.identifier(col)}
            where p.merchant_id = ${demoId}`,
      );
      counts[table] = r.n;
    }
    expect(counts).toEqual({
      ...EXPECTED,
      ...Object.fromEntries(
        Object.entries(JOIN_TABLES).map(([k, [, , n]]) => [k, n]),
      ),
    });
  });

  it("fills every table that has a screen, and leaves the second merchant nearly empty", async () => {
    const tables = await rows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'merchant_id' order by table_name`,
    );
    // Short-lived state of a running server, not business data.
    const runtime = [
      "calendar_stream_tickets",
      "client_notification_events",
      "idempotency_keys",
    ];
    for (const { table_name } of tables) {
      if (runtime.includes(table_name)) continue;
      const r = await one<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where merchant_id = ${demoId}`,
      );
      expect(r.n, table_name).toBeGreaterThan(0);
    }
    const other = await one<Row>(
      db,
      sql`select
        (select count(*)::int from users where merchant_id = ${otherId}) as users,
        (select count(*)::int from locations where merchant_id = ${otherId}) as locations,
        (select count(*)::int from clients where merchant_id = ${otherId}) as clients,
        (select count(*)::int from team_members where merchant_id = ${otherId}) as team_members,
        (select count(*)::int from services where merchant_id = ${otherId}) as services,
        (select count(*)::int from payment_types where merchant_id = ${otherId} and is_system) as system_payment_types,
        (select count(*)::int from products where merchant_id = ${otherId}) as products`,
    );
    expect(other).toEqual({
      users: 1,
      locations: 1,
      clients: 5,
      team_members: 1,
      services: 2,
      system_payment_types: 3,
      products: 0,
    });
  });

  it("gives the three staff users exactly their permissions, each linked to a team member of the merchant", async () => {
    const staff = await rows<{
      email: string;
      role: number;
      member: string;
      perms: number[];
    }>(
      db,
      sql`select u.email, u.role, m.first_name || ' ' || m.last_name as member,
            array_agg(p.service_id::int order by p.service_id) filter (where p.permission_status = 1) as perms
          from users u
          join team_members m on m.id = u.team_member_id and m.merchant_id = u.merchant_id
          left join staff_permissions p on p.user_id = u.id
          where u.merchant_id = ${demoId} and u.role = 3
          group by u.email, u.role, member order by u.email`,
    );
    expect(staff).toEqual([
      {
        email: "manager@example.com",
        role: 3,
        member: "Sofia Lindqvist",
        perms: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19],
      },
      {
        email: "reception@example.com",
        role: 3,
        member: "Rosa Klein",
        perms: [2, 3, 6, 8, 15],
      },
      {
        email: "therapist@example.com",
        role: 3,
        member: "Marco Bianchi",
        perms: [2],
      },
    ]);
    const owner = await one<Row>(
      db,
      sql`select email, role, name, team_member_id from users where merchant_id = ${demoId} and role = 2`,
    );
    expect(owner).toEqual({
      email: DEMO.owner.email,
      role: 2,
      name: DEMO.owner.name,
      team_member_id: null,
    });
  });

  it("links rows only within one merchant (no cross-tenant foreign keys or join rows)", async () => {
    const tenant = new Set(
      (
        await rows<{ table_name: string }>(
          db,
          sql`select table_name from information_schema.columns
              where table_schema = 'public' and column_name = 'merchant_id'`,
        )
      ).map((r) => r.table_name),
    );
    // Each foreign key, by its column other than merchant_id (composite keys
    // carry merchant_id on both sides; the database already refuses a
    // mismatch there, and this checks the seeded data says the same).
    const fks = await rows<{
      tbl: string;
      col: string;
      ref: string;
      refcol: string;
    }>(
      db,
      sql`select c.conrelid::regclass::text as tbl, a.attname as col,
                 c.confrelid::regclass::text as ref, ra.attname as refcol
          from pg_constraint c
          cross join lateral unnest(c.conkey, c.confkey) as k(col, refcol)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.col
          join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = k.refcol
          where c.contype = 'f' and a.attname <> 'merchant_id'
            and c.connamespace = 'public'::regnamespace`,
    );
    let checked = 0;
    // A row and the row it points at belong to the same merchant.
    for (const fk of fks) {
      if (!tenant.has(fk.tbl) || !tenant.has(fk.ref)) continue;
      const r = await one<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(fk.tbl)} x
            join ${sql.identifier(fk.ref)} y on y.${sql.identifier(fk.refcol)} = x.${sql.identifier(fk.col)}
            where x.merchant_id <> y.merchant_id`,
      );
      expect(r.n, `${fk.tbl}.${fk.col} → ${fk.ref}`).toBe(0);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
    // Join tables carry the merchant too, so the checks above cover both ends.
    for (const table of Object.keys(JOIN_TABLES)) {
      expect(tenant.has(table), table).toBe(true);
      expect(
        fks.filter((fk) => fk.tbl === table).map((fk) => fk.col),
        table,
      ).toHaveLength(2);
    }
    // Every business row belongs to one of the two seeded merchants.
    for (const table of tenant) {
      const r = await one<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where merchant_id not in (${demoId}, ${otherId})`,
      );
      expect(r.n, table).toBe(0);
    }
  });

  it("writes realistic clients: varied, some birthdays this month, ~40 % opt-in, a few blocked, six months of sign-ups", async () => {
    const c = await one<Row>(
      db,
      sql`select
        count(*)::int as n,
        count(distinct first_name)::int as first_names,
        count(distinct last_name)::int as last_names,
        count(distinct gender)::int as genders,
        count(*) filter (where extract(month from birthday) = 3)::int as march_birthdays,
        round(100.0 * count(*) filter (where marketing_email_opt_in) / count(*))::int as opt_in_pct,
        count(*) filter (where blocked_online)::int as blocked,
        count(*) filter (where blocked_online and block_reason is null)::int as blocked_without_reason,
        count(distinct referral_source_id)::int as sources,
        min(created_at) >= ${ANCHOR}::timestamptz - interval '183 days' as recent_enough,
        max(created_at) < ${ANCHOR}::timestamptz as before_anchor,
        count(distinct date_trunc('month', created_at))::int as months,
        count(*) filter (where email is null and mobile is null)::int as unreachable,
        count(*) filter (where mobile !~ '^\\+[1-9][0-9]{6,14}$')::int as bad_mobiles
      from clients where merchant_id = ${demoId}`,
    );
    expect(c.n).toBe(2000);
    expect(c.first_names as number).toBeGreaterThan(150);
    expect(c.last_names as number).toBeGreaterThan(120);
    expect(c.genders).toBe(4);
    expect(c.march_birthdays as number).toBeGreaterThan(100);
    expect(c.opt_in_pct as number).toBeGreaterThanOrEqual(35);
    expect(c.opt_in_pct as number).toBeLessThanOrEqual(45);
    expect(c.blocked).toBe(7);
    expect(c.blocked_without_reason).toBe(0);
    expect(c.sources as number).toBeGreaterThanOrEqual(7);
    expect(c.recent_enough).toBe(true);
    expect(c.before_anchor).toBe(true);
    expect(c.months as number).toBeGreaterThanOrEqual(6);
    expect(c.unreachable).toBe(0);
    expect(c.bad_mobiles).toBe(0);
    // The browser tests find Ada Moreau first in the list sorted by first name.
    const first = await one<Row>(
      db,
      sql`select first_name, last_name, email from clients
          where merchant_id = ${demoId} and archived_at is null order by first_name, id limit 1`,
    );
    expect(first).toEqual({
      first_name: "Ada",
      last_name: "Moreau",
      email: "ada.moreau.0@example.com",
    });
  });

  it("covers the master-data cases of DOMAIN §6", async () => {
    const s = await one<Row>(
      db,
      sql`select
        (select count(*)::int from services s where merchant_id = ${demoId}
           and (select count(*) from service_pricing_options o where o.service_id = s.id) > 1) as multi_option,
        (select count(*)::int from services where merchant_id = ${demoId} and extra_time_type <> 'none') as extra_time,
        (select count(*)::int from services where merchant_id = ${demoId} and resources_required) as need_resource,
        (select count(*)::int from services s where merchant_id = ${demoId} and resources_required
           and not exists (select 1 from service_resources r where r.service_id = s.id)) as need_resource_without_one,
        (select min(duration_minutes)::int from service_pricing_options where merchant_id = ${demoId}) as min_minutes,
        (select max(duration_minutes)::int from service_pricing_options where merchant_id = ${demoId}) as max_minutes,
        (select count(*)::int from team_members m where merchant_id = ${demoId}
           and (select count(*) from team_member_locations l where l.team_member_id = m.id) = 2) as at_both,
        (select count(*)::int from shift_patterns where merchant_id = ${demoId} and repeat_weeks = 2) as rotations,
        (select count(distinct opening_hours)::int from locations where merchant_id = ${demoId}) as opening_hours,
        (select count(distinct timezone)::int from locations where merchant_id = ${demoId}) as timezones,
        (select count(distinct prefix)::int from invoice_sequences where merchant_id = ${demoId}) as prefixes,
        (select count(*)::int from payment_types where merchant_id = ${demoId} and is_system) as system_payment_types,
        (select count(distinct type)::int from client_notification_templates where merchant_id = ${demoId}) as template_types,
        (select count(*)::int from devices where merchant_id = ${demoId} and type = 'card_terminal') as terminals,
        (select count(distinct usage_type)::int from products where merchant_id = ${demoId}) as usage_types,
        (select count(*)::int from products where merchant_id = ${demoId} and barcode ~ '^[0-9]{13}$') as barcodes,
        (select min(rate_pct)::float from commission_plan_rules where merchant_id = ${demoId} and item_type = 'service') as service_min,
        (select max(rate_pct)::float from commission_plan_rules where merchant_id = ${demoId} and item_type = 'service') as service_max,
        (select min(rate_pct)::float from commission_plan_rules where merchant_id = ${demoId} and item_type = 'product') as product_min,
        (select max(rate_pct)::float from commission_plan_rules where merchant_id = ${demoId} and item_type = 'product') as product_max,
        (select array_agg(status order by id) from deals where merchant_id = ${demoId}) as deal_statuses,
        (select count(*)::int from close_dates where merchant_id = ${demoId} and end_date < date '2026-03-18') as past_close_dates,
        (select count(*)::int from close_dates where merchant_id = ${demoId} and start_date > date '2026-03-18') as future_close_dates,
        (select prices_include_tax and logo_path is null from merchants where id = ${demoId}) as tax_inclusive_no_logo`,
    );
    expect(s).toEqual({
      multi_option: 10,
      extra_time: 5,
      need_resource: 6,
      need_resource_without_one: 0,
      min_minutes: 15,
      max_minutes: 90,
      at_both: 1,
      rotations: 1,
      opening_hours: 2,
      timezones: 1,
      prefixes: 2,
      system_payment_types: 3,
      template_types: 6,
      terminals: 2,
      usage_types: 3,
      barcodes: 60,
      service_min: 10,
      service_max: 40,
      product_min: 5,
      product_max: 10,
      deal_statuses: ["active", "active", "inactive", "archived"],
      past_close_dates: 1,
      future_close_dates: 1,
      tax_inclusive_no_logo: true,
    });
  });

  it("gives a few services a deposit within their lowest price and the double room a capacity of 2", async () => {
    const deposits = await rows<{
      name: string;
      deposit_type: string;
      deposit_amount: number | null;
      deposit_percent: number | null;
      lowest: number;
    }>(
      db,
      sql`select s.name, s.deposit_type, s.deposit_amount::int as deposit_amount, s.deposit_percent,
            (select min(coalesce(o.special_price, o.price))::int from service_pricing_options o
             where o.service_id = s.id and o.archived_at is null) as lowest
          from services s where s.merchant_id = ${demoId} and s.deposit_type <> 'none' order by s.id`,
    );
    expect(
      deposits.map((d) => [
        d.name,
        d.deposit_type,
        d.deposit_amount,
        d.deposit_percent,
      ]),
    ).toEqual([
      ["Hot stone massage", "fixed", 2000, null],
      ["Couples massage", "fixed", 5000, null],
      ["Laser hair removal – full legs", "percentage", null, 25],
      ["IPL skin rejuvenation", "percentage", null, 30],
    ]);
    for (const d of deposits)
      if (d.deposit_amount !== null)
        expect(d.deposit_amount, d.name).toBeLessThanOrEqual(d.lowest);
    const rooms = await rows<{ name: string; capacity: number }>(
      db,
      sql`select name, capacity from resources where merchant_id = ${demoId} and capacity <> 1 order by id`,
    );
    expect(rooms).toEqual([{ name: "Lotus room", capacity: 2 }]);
  });

  it("books about 7,000 appointments with the shares of DOMAIN §6", async () => {
    const a = await one<Record<string, number>>(
      db,
      sql`select count(*)::int as n,
        round(1000.0 * count(*) filter (where status = 'completed') / count(*))::int as completed,
        round(1000.0 * count(*) filter (where status = 'cancelled') / count(*))::int as cancelled,
        round(1000.0 * count(*) filter (where status = 'no_show') / count(*))::int as no_show,
        round(1000.0 * count(*) filter (where status in ('booked', 'confirmed')) / count(*))::int as upcoming,
        count(*) filter (where status in ('booked', 'confirmed') and start_at <= ${ANCHOR}::timestamptz)::int as upcoming_in_past,
        count(*) filter (where status in ('completed', 'no_show') and end_at > ${ANCHOR}::timestamptz)::int as done_in_future,
        count(*) filter (where start_at > ${ANCHOR}::timestamptz and status not in ('booked', 'confirmed', 'cancelled'))::int as future_other,
        round(1000.0 * count(*) filter (where (select count(*) from appointment_services s
          where s.appointment_id = a.id) > 1) / count(*))::int as multi,
        count(distinct channel)::int as channels,
        (min(start_at) >= ${ANCHOR}::timestamptz - interval '183 days')::int as from_six_months,
        (max(start_at) < ${ANCHOR}::timestamptz + interval '28 days')::int as to_four_weeks,
        (max(start_at) > ${ANCHOR}::timestamptz + interval '20 days')::int as reaches_ahead,
        count(*) filter (where created_at > ${ANCHOR}::timestamptz)::int as created_later,
        count(*) filter (where client_id is null)::int as walk_ins
      from appointments a where merchant_id = ${demoId}`,
    );
    console.info(`demo appointments: ${JSON.stringify(a)}`);
    expect(a.n).toBeGreaterThan(6300);
    expect(a.n).toBeLessThan(7700);
    // Per mille.
    expect(a.completed).toBeGreaterThanOrEqual(830);
    expect(a.completed).toBeLessThanOrEqual(870);
    expect(a.cancelled).toBeGreaterThanOrEqual(60);
    expect(a.cancelled).toBeLessThanOrEqual(80);
    expect(a.no_show).toBeGreaterThanOrEqual(22);
    expect(a.no_show).toBeLessThanOrEqual(38);
    expect(a.upcoming).toBeGreaterThanOrEqual(30);
    expect(a.upcoming).toBeLessThanOrEqual(80);
    expect(a.multi).toBeGreaterThanOrEqual(170);
    expect(a.multi).toBeLessThanOrEqual(230);
    expect(a).toMatchObject({
      upcoming_in_past: 0,
      done_in_future: 0,
      future_other: 0,
      channels: 4,
      from_six_months: 1,
      to_four_weeks: 1,
      reaches_ahead: 1,
      created_later: 0,
    });
    expect(a.walk_ins).toBeGreaterThan(0);

    const resources = await one<Record<string, number>>(
      db,
      sql`select count(*) filter (where s.resource_id is not null)::int as with_resource,
        count(*) filter (where v.resources_required and s.resource_id is null)::int as missing_resource
      from appointment_services s join services v on v.id = s.service_id and v.merchant_id = s.merchant_id
      where s.merchant_id = ${demoId}`,
    );
    expect(resources.with_resource).toBeGreaterThan(50);
    expect(resources.missing_resource).toBe(0);
  });

  it("cancels with the seeded reasons, a third of them late, never after the anchor", async () => {
    const c = await one<Record<string, number>>(
      db,
      sql`select count(*)::int as n,
        count(*) filter (where r.id is null)::int as without_reason,
        count(*) filter (where a.cancelled_by is null or a.cancelled_at is null)::int as incomplete,
        count(*) filter (where a.cancelled_at > ${ANCHOR}::timestamptz or a.cancelled_at > a.start_at
          or a.cancelled_at < a.created_at)::int as badly_dated,
        round(1000.0 * count(*) filter (where a.is_late_cancellation) / count(*))::int as late,
        count(*) filter (where a.is_late_cancellation <> (a.start_at - a.cancelled_at < make_interval(mins => o.client_cancel_notice_minutes)))::int as late_mismatch,
        count(distinct a.cancellation_reason_id)::int as reasons
      from appointments a
      left join cancellation_reasons r on r.id = a.cancellation_reason_id and r.merchant_id = a.merchant_id
      join online_booking_settings o on o.merchant_id = a.merchant_id
      where a.merchant_id = ${demoId} and a.status = 'cancelled'`,
    );
    expect(c).toMatchObject({
      without_reason: 0,
      incomplete: 0,
      badly_dated: 0,
      late_mismatch: 0,
    });
    expect(c.late).toBeGreaterThanOrEqual(250);
    expect(c.late).toBeLessThanOrEqual(420);
    expect(c.reasons).toBeGreaterThanOrEqual(5);
    const others = await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from appointments where merchant_id = ${demoId} and status <> 'cancelled'
          and (cancellation_reason_id is not null or cancelled_at is not null or is_late_cancellation)`,
    );
    expect(others.n).toBe(0);
  });

  it("keeps every booking inside its services' span, the working time and free of overlaps", async () => {
    const span = await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from appointments a
          join lateral (select min(start_at) s, max(end_at) e from appointment_services x
                        where x.appointment_id = a.id and x.merchant_id = a.merchant_id) sp on true
          where a.merchant_id = ${demoId} and (a.start_at <> sp.s or a.end_at <> sp.e)`,
    );
    expect(span.n).toBe(0);
    const overlaps = await one<Record<string, number>>(
      db,
      sql`select
        (select count(*)::int from appointment_services x join appointment_services y
           on x.merchant_id = y.merchant_id and x.team_member_id = y.team_member_id and x.id < y.id
          and tstzrange(x.start_at, x.member_busy_until) && tstzrange(y.start_at, y.member_busy_until)
          where x.merchant_id = ${demoId} and x.active and y.active) as members,
        (select count(*)::int from appointment_services x join appointment_services y
           on x.merchant_id = y.merchant_id and x.resource_id = y.resource_id and x.id < y.id
          and tstzrange(x.start_at, x.resource_busy_until) && tstzrange(y.start_at, y.resource_busy_until)
          where x.merchant_id = ${demoId} and x.active and y.active and not x.resource_shared) as resources,
        (select count(*)::int from appointment_services s join appointments a
           on a.id = s.appointment_id and a.merchant_id = s.merchant_id
          where s.merchant_id = ${demoId} and s.active <> (a.status not in ('cancelled', 'no_show'))) as active_mismatch`,
    );
    expect(overlaps).toEqual({ members: 0, resources: 0, active_mismatch: 0 });

    // Each service lies inside its member's working time, as the availability module computes it.
    const locations = await rows<{ id: number }>(
      db,
      sql`select id from locations where merchant_id = ${demoId}`,
    );
    let checked = 0;
    for (const loc of locations) {
      const calendar = await loadAvailabilityContext(db, demoId, {
        locationId: loc.id,
        from: "2025-09-10",
        to: "2026-04-20",
      });
      const services = await rows<{
        team_member_id: number;
        start_at: string;
        end_at: string;
      }>(
        db,
        sql`select s.team_member_id, s.start_at, s.end_at from appointment_services s
            join appointments a on a.id = s.appointment_id and a.merchant_id = s.merchant_id
            where s.merchant_id = ${demoId} and a.location_id = ${loc.id}`,
      );
      for (const s of services) {
        const start = Date.parse(s.start_at);
        const end = Date.parse(s.end_at);
        const day = localTime(calendar.timeZone, start).date;
        const working = memberWorking(calendar, s.team_member_id, day);
        expect(
          covers(working, start, end),
          `${s.team_member_id} ${s.start_at}`,
        ).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(7000);
  });

  it("numbers the appointments A-000001 onwards in booking order, for clients who existed then", async () => {
    const r = await one<Record<string, unknown>>(
      db,
      sql`select count(*)::int as n, count(distinct reference)::int as refs,
        min(reference) as first, max(reference) as last,
        (select last_value::int from document_counters where merchant_id = ${demoId} and kind = 'appointment') as counter,
        count(*) filter (where c.created_at > a.created_at)::int as client_too_new,
        count(*) filter (where c.blocked_online)::int as blocked_clients
      from appointments a left join clients c on c.id = a.client_id and c.merchant_id = a.merchant_id
      where a.merchant_id = ${demoId}`,
    );
    expect(r.refs).toBe(r.n);
    expect(r.first).toBe("A-000001");
    expect(r.last).toBe(`A-${String(r.n).padStart(6, "0")}`);
    expect(r.counter).toBe(r.n);
    expect(r.client_too_new).toBe(0);
    expect(r.blocked_clients).toBe(0);
  });

  it("holds purchase orders in every status and stock takes, each stock change posted through the ledger", async () => {
    const orders = await rows(
      db,
      sql`select status, closed_short, count(*)::int as n from purchase_orders
          where merchant_id = ${demoId} group by 1, 2 order by 1, 2`,
    );
    expect(orders).toEqual([
      { status: "cancelled", closed_short: false, n: 2 },
      { status: "draft", closed_short: false, n: 2 },
      { status: "ordered", closed_short: false, n: 2 },
      { status: "partially_received", closed_short: false, n: 1 },
      { status: "received", closed_short: false, n: 4 },
      { status: "received", closed_short: true, n: 1 },
    ]);
    // Numbered in the order they were raised; totals as the module computes them.
    const headers = await rows<{ po_number: string; order_date: string }>(
      db,
      sql`select po_number, order_date::text as order_date from purchase_orders
          where merchant_id = ${demoId} order by id`,
    );
    expect(headers.map((h) => h.po_number)).toEqual(
      Array.from(
        { length: 12 },
        (_, i) => `PO-${String(i + 1).padStart(6, "0")}`,
      ),
    );
    const dates = headers.map((h) => h.order_date);
    expect([...dates].sort()).toEqual(dates);
    const wrongTotals = await rows(
      db,
      sql`select o.po_number from purchase_orders o
          where o.merchant_id = ${demoId} and (o.total <> o.subtotal + o.tax_total + o.shipping_cost
            or o.subtotal <> (select coalesce(sum(line_total), 0) from purchase_order_lines l
                              where l.purchase_order_id = o.id)
            or not exists (select 1 from purchase_order_lines l where l.purchase_order_id = o.id))`,
    );
    expect(wrongTotals).toEqual([]);
    // What the lines say arrived is exactly what the ledger received, per order and product.
    const unposted = await rows(
      db,
      sql`select l.purchase_order_id, l.product_id from purchase_order_lines l
          where l.merchant_id = ${demoId} and l.quantity_received <> coalesce((
            select sum(m.quantity_change) from stock_movements m
            where m.merchant_id = l.merchant_id and m.type = 'purchase_received'
              and m.reference_type = 'purchase_order' and m.reference_id = l.purchase_order_id
              and m.product_id = l.product_id), 0)`,
    );
    expect(unposted).toEqual([]);
    const progress = await rows(
      db,
      sql`select o.status, o.closed_short,
            bool_or(l.quantity_received > l.quantity_ordered) as over,
            bool_and(l.quantity_received >= l.quantity_ordered) as complete,
            sum(l.quantity_received)::int as received
          from purchase_orders o join purchase_order_lines l on l.purchase_order_id = o.id
          where o.merchant_id = ${demoId} group by o.merchant_id, o.id order by o.id`,
    );
    for (const o of progress) {
      if (o.status === "received" && !o.closed_short)
        expect(o.complete, JSON.stringify(o)).toBe(true);
      if (o.status === "partially_received" || o.closed_short) {
        expect(o.complete, JSON.stringify(o)).toBe(false);
        expect(o.received).toBeGreaterThan(0);
      }
      if (["draft", "ordered", "cancelled"].includes(String(o.status)))
        expect(o.received).toBe(0);
    }
    expect(progress.filter((o) => o.over)).toHaveLength(1);
    // Every order that was placed went to its supplier's address, once, when it was placed.
    const mailed = await rows(
      db,
      sql`select o.status, count(e.id)::int as emails,
            bool_and(e.recipient = lower(s.email) and e.status = 'sent'
              and e.sent_at >= o.ordered_at and e.sent_by is not null) as to_supplier
          from purchase_orders o
          join suppliers s on s.merchant_id = o.merchant_id and s.id = o.supplier_id
          left join purchase_order_emails e on e.merchant_id = o.merchant_id and e.purchase_order_id = o.id
          where o.merchant_id = ${demoId} and o.ordered_at is not null
          group by o.merchant_id, o.id`,
    );
    expect(mailed).toHaveLength(9);
    for (const o of mailed)
      expect(o, JSON.stringify(o)).toMatchObject({
        emails: 1,
        to_supplier: true,
      });

    const takes = await rows<{
      reference: string;
      status: string;
      counted: number;
      uncounted: number;
      variance: number;
      posted: number;
    }>(
      db,
      sql`select t.reference, t.status,
            count(l.counted_qty)::int as counted,
            (count(*) - count(l.counted_qty))::int as uncounted,
            coalesce(sum(abs(l.difference)), 0)::int as variance,
            (select count(*)::int from stock_movements m where m.merchant_id = t.merchant_id
               and m.reference_type = 'stock_take' and m.reference_id = t.id
               and m.type = 'stock_take_adjustment') as posted
          from stock_takes t join stock_take_lines l on l.stock_take_id = t.id
          where t.merchant_id = ${demoId} group by t.merchant_id, t.id order by t.id`,
    );
    expect(takes.map((k) => [k.reference, k.status])).toEqual([
      ["ST-000001", "completed"],
      ["ST-000002", "completed"],
      ["ST-000003", "in_progress"],
    ]);
    for (const k of takes.slice(0, 2)) {
      expect(k.uncounted, k.reference).toBe(0);
      expect(k.variance, k.reference).toBeGreaterThan(0);
      expect(k.posted, k.reference).toBeGreaterThan(0);
    }
    const adjustmentsMatch = await rows(
      db,
      sql`select l.id from stock_take_lines l join stock_takes t on t.id = l.stock_take_id
          where t.merchant_id = ${demoId} and t.status = 'completed' and coalesce(l.difference, 0) <> coalesce((
            select sum(m.quantity_change) from stock_movements m
            where m.merchant_id = t.merchant_id and m.reference_type = 'stock_take'
              and m.reference_id = t.id and m.product_id = l.product_id), 0)`,
    );
    expect(adjustmentsMatch).toEqual([]);
    expect(takes[2]).toMatchObject({ posted: 0 });
    expect(takes[2].counted).toBeGreaterThan(0);
    expect(takes[2].uncounted).toBeGreaterThan(0);
    expect(await checkStockLedger(db, demoId)).toEqual([]);
  });

  it("writes the stock through the ledger: it checks out, with opening balances, internal use and adjustments", async () => {
    expect(await checkStockLedger(db)).toEqual([]);
    const s = await one<Row>(
      db,
      sql`select
        (select count(*)::int from stock_movements where merchant_id = ${demoId} and type = 'opening_balance') as openings,
        (select count(distinct (product_id, location_id))::int from stock_movements
           where merchant_id = ${demoId} and type = 'opening_balance') as opened_levels,
        (select count(*)::int from stock_movements where merchant_id = ${demoId} and type = 'internal_use') as internal_use,
        (select count(*)::int from stock_movements where merchant_id = ${demoId}
           and type in ('adjust_increase', 'adjust_decrease')) as adjustments,
        (select count(*)::int from stock_movements where merchant_id = ${demoId}
           and type in ('adjust_increase', 'adjust_decrease', 'internal_use')
           and (reason_text is null or performed_by is null)) as manual_without_reason_or_user,
        (select count(*)::int from stock_movements where merchant_id = ${demoId}
           and occurred_at > ${ANCHOR}::timestamptz) as in_the_future,
        (select count(*)::int from stock_movements where merchant_id = ${demoId}
           and occurred_at < (select min(created_at) from products where merchant_id = ${demoId})) as before_products,
        (select count(*)::int from stock_movements where merchant_id = ${otherId}) as other_merchant`,
    );
    expect(s).toEqual({
      openings: 120,
      opened_levels: 120,
      internal_use: expect.any(Number),
      adjustments: expect.any(Number),
      manual_without_reason_or_user: 0,
      in_the_future: 0,
      before_products: 0,
      other_merchant: 0,
    });
    expect(s.internal_use as number).toBeGreaterThanOrEqual(20);
    expect(s.adjustments as number).toBeGreaterThanOrEqual(8);
  });

  it("leaves about 8 products under their low-stock level and 3 out of stock (DOMAIN §6)", async () => {
    const status = await rows<{ status: string; n: number }>(
      db,
      sql`select case when l.on_hand <= 0 then 'out'
                      when l.on_hand <= p.low_stock_level then 'low' else 'ok' end as status,
                 count(*)::int as n
          from stock_levels l join products p on p.id = l.product_id and p.merchant_id = l.merchant_id
          where l.merchant_id = ${demoId} group by 1 order by 1`,
    );
    expect(status).toEqual([
      { status: "low", n: DEMO_LOW_STOCK },
      { status: "ok", n: 120 - DEMO_LOW_STOCK - DEMO_OUT_OF_STOCK },
      { status: "out", n: DEMO_OUT_OF_STOCK },
    ]);
    expect([DEMO_LOW_STOCK, DEMO_OUT_OF_STOCK]).toEqual([8, 3]);
    // The screen shows the same through the API.
    const res = await t.injectAs(
      t.app.signToken({
        sub: String(
          (
            await one<{ id: number }>(
              db,
              sql`select id from users where email = ${DEMO.owner.email}`,
            )
          ).id,
        ),
        name: DEMO.owner.name,
        email: DEMO.owner.email,
        role: 2,
        merchant_id: demoId,
        tv: 0,
      }),
      {
        method: "GET",
        url: `merchant/stock-levels?filter=${encodeURIComponent('{"status":["low","out"]}')}&range=${encodeURIComponent("[0,99]")}`,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-range"]).toBe(
      `stock-levels 0-${DEMO_LOW_STOCK + DEMO_OUT_OF_STOCK - 1}/${DEMO_LOW_STOCK + DEMO_OUT_OF_STOCK}`,
    );
  });

  it("sells through the checkout module: recent visits, desk sales, payment mix, tips, open, refunded and voided sales", async () => {
    const s = await one<Record<string, number>>(
      db,
      sql`select
        (select count(*)::int from sales where merchant_id = ${demoId}) as sales,
        (select count(*)::int from sales where merchant_id = ${demoId} and appointment_id is null) as desk,
        (select count(*)::int from appointments a where a.merchant_id = ${demoId} and a.status = 'completed'
           and a.end_at > ${ANCHOR}::timestamptz - make_interval(days => ${SALES_DAYS}) and a.end_at <= ${ANCHOR}::timestamptz
           and not exists (select 1 from sales x where x.merchant_id = a.merchant_id and x.appointment_id = a.id)) as visits_unsold,
        (select count(*)::int from sales x join appointments a on a.merchant_id = x.merchant_id and a.id = x.appointment_id
           where x.merchant_id = ${demoId} and (a.status <> 'completed' or a.sale_id is distinct from x.id)) as bad_links,
        (select count(*)::int from sales where merchant_id = ${demoId} and status in ('unpaid', 'part_paid')) as open,
        (select count(distinct status)::int from sales where merchant_id = ${demoId} and status in ('unpaid', 'part_paid')) as open_kinds,
        (select count(*)::int from sales where merchant_id = ${demoId} and status = 'voided') as voided,
        (select count(*)::int from sales where merchant_id = ${demoId} and sale_at > ${ANCHOR}::timestamptz) as future,
        (select count(*)::int from sales where merchant_id = ${demoId} and paid_at > sale_at + interval '12 hours') as paid_later,
        (select count(*)::int from sales where merchant_id = ${demoId} and status = 'paid' and tip_total > 0) as tipped,
        (select count(*)::int from sales where merchant_id = ${demoId} and status = 'paid') as paid,
        (select count(distinct original_sale_id)::int from refunds where merchant_id = ${demoId}) as refunded,
        (select count(*)::int from stock_movements where merchant_id = ${demoId} and type = 'sale_return') as restocked,
        (select count(*)::int from stock_movements where merchant_id = ${demoId} and type = 'sale') as sold_units_moves,
        (select count(*)::int from sale_items where merchant_id = ${demoId} and deal_id is not null) as deal_items,
        (select count(*)::int from sale_items where merchant_id = ${demoId} and client_membership_id is not null) as membership_items,
        (select count(*)::int from client_memberships where merchant_id = ${demoId}) as memberships,
        (select count(*)::int from commission_entries where merchant_id = ${demoId}) as commission,
        (select count(*)::int from sales where merchant_id = ${otherId}) as other_merchant`,
    );
    expect(s.sales).toBeGreaterThan(400);
    expect(s.desk / s.sales).toBeGreaterThan(0.1);
    // One sale per completed visit of the last SALES_DAYS days.
    expect(s.visits_unsold).toBe(0);
    expect(s.bad_links).toBe(0);
    expect(s.open).toBe(10);
    expect(s.open_kinds).toBe(2);
    expect(s.voided).toBe(5);
    expect(s.future).toBe(0);
    expect(s.paid_later).toBeGreaterThan(0);
    expect(s.tipped / s.paid).toBeGreaterThan(0.2);
    expect(s.tipped / s.paid).toBeLessThan(0.4);
    expect(s.refunded / s.sales).toBeGreaterThan(0.01);
    expect(s.refunded / s.sales).toBeLessThan(0.04);
    expect(s.restocked).toBeGreaterThan(0);
    expect(s.sold_units_moves).toBeGreaterThan(0);
    expect(s.deal_items).toBeGreaterThan(0);
    expect(s.membership_items).toBeGreaterThan(0);
    expect(s.memberships).toBeGreaterThanOrEqual(30);
    expect(s.memberships).toBeLessThanOrEqual(40);
    expect(s.commission).toBeGreaterThan(0);
    expect(s.other_merchant).toBe(0);

    // Card about 70 %, cash about 20 %, vouchers and other the rest (payments, not refunds).
    const kinds = await rows<{ payment_kind: string; n: number }>(
      db,
      sql`select payment_kind, count(*)::int as n from payments
          where merchant_id = ${demoId} and kind = 'payment' group by 1 order by 1`,
    );
    const total = kinds.reduce((a, k) => a + k.n, 0);
    const share = (kind: string) =>
      (kinds.find((k) => k.payment_kind === kind)?.n ?? 0) / total;
    expect(share("card")).toBeGreaterThan(0.6);
    expect(share("card")).toBeLessThan(0.8);
    expect(share("cash")).toBeGreaterThan(0.1);
    expect(share("cash")).toBeLessThan(0.3);
    expect(share("voucher")).toBeGreaterThan(0);
    expect(share("other")).toBeGreaterThan(0);

    // About 80 vouchers, in every status, some partly redeemed.
    const vouchers = await rows<{ status: string; n: number; partly: number }>(
      db,
      sql`select status, count(*)::int as n,
            count(*) filter (where balance > 0 and balance < original_value)::int as partly
          from vouchers where merchant_id = ${demoId} group by 1 order by 1`,
    );
    expect(vouchers.map((v) => v.status)).toEqual([
      "expired",
      "redeemed",
      "refunded",
      "unpaid",
      "valid",
      "void",
    ]);
    const issued = vouchers.reduce((a, v) => a + v.n, 0);
    expect(issued).toBeGreaterThanOrEqual(70);
    expect(issued).toBeLessThanOrEqual(90);
    expect(vouchers.find((v) => v.status === "valid")!.partly).toBeGreaterThan(
      0,
    );

    // The money and stock ledger identities hold on the seeded data (npm run db:check).
    const failed = (await runDbChecks(db)).filter((c) => c.findings.length);
    expect(failed).toEqual([]);
  });

  it("stores every phone number of both businesses as the API would: valid E.164 for its country", async () => {
    // Every phone column of the schema, found by name, so a new one is checked too.
    const columns = await rows<{ table_name: string; column_name: string }>(
      db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type = 'text'
            and (column_name like '%phone%' or column_name like '%mobile%')
          order by 1, 2`,
    );
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(
      expect.arrayContaining([
        "clients.mobile",
        "locations.phone",
        "merchants.phone",
        "suppliers.mobile",
        "suppliers.phone",
        "team_members.mobile",
        "team_members.phone",
      ]),
    );
    const invalidNumbers: string[] = [];
    let checked = 0;
    for (const { table_name, column_name } of columns) {
      const merchant = table_name === "merchants" ? "id" : "merchant_id";
      const found = await rows<{ value: string; country: string }>(
        db,
        sql.raw(
          `select x.${column_name} as value, m.country_code as country
             from ${table_name} x join merchants m on m.id = x.${merchant}
            where x.${column_name} is not null`,
        ),
      );
      for (const { value, country } of found) {
        checked++;
        const body: Record<string, unknown> = { n: value };
        try {
          await normalizePhoneFields(body, ["n"], () => country);
        } catch {
          invalidNumbers.push(`${table_name}.${column_name} ${value}`);
          continue;
        }
        if (body.n !== value)
          invalidNumbers.push(
            `${table_name}.${column_name} ${value} (not E.164: ${String(body.n)})`,
          );
      }
    }
    expect(checked).toBeGreaterThan(1500);
    expect(invalidNumbers).toEqual([]);
  });

  it("is a no-op the second time", async () => {
    const before = await digest(db);
    const n = await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from clients`,
    );
    expect(await seedDemo(db, { anchor: ANCHOR })).toBe(false);
    expect(await seedDemo(db)).toBe(false);
    expect(await digest(db)).toEqual(before);
    expect(
      (
        await one<{ n: number }>(
          db,
          sql`select count(*)::int as n from clients`,
        )
      ).n,
    ).toBe(n.n);
  });

  it("writes identical data from the same anchor in another fresh database", async () => {
    const t2 = await buildTestApp();
    expect(await seedDemo(t2.app.db, { anchor: ANCHOR })).toBe(true);
    expect(await digest(t2.app.db)).toEqual(await digest(db));
    await t2.close();
  });

  it("lets the demo owner, a staff user and the second owner sign in through POST auth/login", async () => {
    const login = (email: string, password: string) =>
      t.injectAs(null, {
        method: "POST",
        url: "auth/login",
        payload: { email, password },
      });
    const merchantOf = (token: string) =>
      JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8"))
        .merchant_id as number;

    const owner = await login(DEMO.owner.email, DEMO.owner.password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({
      status: 1,
      userInfo: { currency_code: "EUR" },
    });
    expect(merchantOf(owner.json().data)).toBe(demoId);

    const reception = await login(DEMO.staff.email, DEMO.staff.password);
    expect(reception.statusCode).toBe(200);
    expect(merchantOf(reception.json().data)).toBe(demoId);

    const other = await login(DEMO.other.email, DEMO.other.password);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({
      status: 1,
      userInfo: { currency_code: "SEK" },
    });
    expect(merchantOf(other.json().data)).toBe(otherId);

    // Tenant isolation: the second owner sees only its five clients.
    const list = await t.injectAs(other.json().data, {
      method: "GET",
      url: "merchant/clients",
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(5);
  });
});
