import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { createDb } from "../../../server/src/db/client";
import { MIGRATIONS_DIR } from "../../../server/src/db/migrate";
import {
  checkShardRules,
  describeViolation,
  readCatalogue,
} from "../../../server/src/db/shardRules";

/**
 * Migration 0008 (shard-ready keys) converts a database in place: a database
 * built and filled with the schema of 0007 keeps every row and id, link
 * tables get their merchant_id, ids go on from where they were, and the new
 * composite keys hold.
 */
const BEFORE = "0007_search_columns";
const name = `wellness_m_${randomBytes(6).toString("hex")}`;
const admin = new pg.Client({ connectionString: inject("pgAdminUrl") });
let client: pg.Client;
let migrationsUpTo0007: string;

const urlOf = (db: string) => {
  const u = new URL(inject("pgAdminUrl"));
  u.pathname = `/${db}`;
  return u.toString();
};

/** A copy of server/drizzle whose journal ends at `last`. */
function migrationsUpTo(last: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-migrations-"));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8"));
  const end = journal.entries.findIndex((e: { tag: string }) => e.tag === last);
  expect(end, `${last} in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, end + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function migrateFrom(folder: string) {
  const { pool, db } = createDb(urlOf(name), 1);
  try {
    await migrate(db, { migrationsFolder: folder });
  } finally {
    await pool.end();
  }
}

const q = async <T extends Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
) => (await client.query(text, values)).rows as T[];
const id = async (text: string, values: unknown[] = []) =>
  Number((await q<{ id: number }>(`${text} returning id`, values))[0].id);

/** Two businesses written with the 0007 schema: master data, links, a ledger. */
async function fillOldSchema() {
  const ids: Record<string, number> = {};
  for (const m of ["a", "b"]) {
    const merchant = await id(
      `insert into merchants (business_name, country_code, currency_code, default_timezone)
       values ($1, 'AT', 'EUR', 'Europe/Vienna')`,
      [`Salon ${m}`],
    );
    ids[`${m}.merchant`] = merchant;
    const seq = await id(
      `insert into invoice_sequences (merchant_id, name) values ($1, 'Main')`,
      [merchant],
    );
    const location = await id(
      `insert into locations (merchant_id, name, address_line1, city, timezone, opening_hours, invoice_sequence_id)
       values ($1, 'Centre', '1 Ring', 'Vienna', 'Europe/Vienna', '{}', $2)`,
      [merchant, seq],
    );
    ids[`${m}.location`] = location;
    const source = await id(
      `insert into referral_sources (merchant_id, name) values ($1, 'Walk-in')`,
      [merchant],
    );
    ids[`${m}.client`] = await id(
      `insert into clients (merchant_id, first_name, last_name, email, referral_source_id)
       values ($1, 'Anna', $2, $3, $4)`,
      [merchant, `Berger ${m}`, `anna.${m}@example.com`, source],
    );
    const member = await id(
      `insert into team_members (merchant_id, first_name) values ($1, 'Eva')`,
      [merchant],
    );
    ids[`${m}.member`] = member;
    await q(
      `insert into team_member_locations (team_member_id, location_id) values ($1, $2)`,
      [member, location],
    );
    const owner = await id(
      `insert into users (merchant_id, email, password_hash, role, name)
       values ($1, $2, 'x', 2, 'Owner')`,
      [merchant, `owner.${m}@example.com`],
    );
    ids[`${m}.staff`] = await id(
      `insert into users (merchant_id, team_member_id, email, password_hash, role, name, created_at)
       values ($1, $2, $3, 'x', 3, 'Eva', now())`,
      [merchant, member, `eva.${m}@example.com`],
    );
    const type = await id(
      `insert into treatment_types (merchant_id, name, created_by) values ($1, 'Massage', $2)`,
      [merchant, owner],
    );
    const service = await id(
      `insert into services (merchant_id, name, treatment_type_id) values ($1, 'Swedish massage', $2)`,
      [merchant, type],
    );
    ids[`${m}.service`] = service;
    await q(
      `insert into service_pricing_options (merchant_id, service_id, duration_minutes, price) values ($1, $2, 60, 7000)`,
      [merchant, service],
    );
    await q(
      `insert into service_locations (service_id, location_id) values ($1, $2)`,
      [service, location],
    );
    await q(
      `insert into service_team_members (service_id, team_member_id) values ($1, $2)`,
      [service, member],
    );
    const voucherType = await id(
      `insert into voucher_types (merchant_id, name, value, retail_price) values ($1, 'Gift 50', 5000, 5000)`,
      [merchant],
    );
    const voucher = await id(
      `insert into vouchers (merchant_id, code, sale_item_id, original_value, balance, voucher_type_id)
       values ($1, $2, 1, 5000, 3000, $3)`,
      [merchant, `GIFT${m.toUpperCase()}`, voucherType],
    );
    ids[`${m}.voucher`] = voucher;
    const issue = await id(
      `insert into voucher_transactions (merchant_id, voucher_id, kind, amount, balance_after)
       values ($1, $2, 'issue', 5000, 5000)`,
      [merchant, voucher],
    );
    const redeem = await id(
      `insert into voucher_transactions (merchant_id, voucher_id, kind, amount, balance_after)
       values ($1, $2, 'redeem', -2000, 3000)`,
      [merchant, voucher],
    );
    ids[`${m}.reversal`] = await id(
      `insert into voucher_transactions (merchant_id, voucher_id, kind, amount, balance_after, reverses_transaction_id)
       values ($1, $2, 'redeem_reversal', 2000, 5000, $3)`,
      [merchant, voucher, redeem],
    );
    ids[`${m}.issue`] = issue;
    ids[`${m}.redeem`] = redeem;
  }
  return ids;
}

let ids: Record<string, number>;
let countsBefore: Record<string, number>;
let violationsBefore: string[];

const TABLES = [
  "merchants",
  "users",
  "clients",
  "team_members",
  "team_member_locations",
  "services",
  "service_pricing_options",
  "service_locations",
  "service_team_members",
  "vouchers",
  "voucher_transactions",
];
async function countAll() {
  const counts: Record<string, number> = {};
  for (const t of TABLES)
    counts[t] = Number(
      (await q<{ n: string }>(`select count(*) n from ${t}`))[0].n,
    );
  return counts;
}

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create database ${name}`);
  migrationsUpTo0007 = migrationsUpTo(BEFORE);
  await migrateFrom(migrationsUpTo0007);
  client = new pg.Client({ connectionString: urlOf(name) });
  await client.connect();
  ids = await fillOldSchema();
  countsBefore = await countAll();
  violationsBefore = checkShardRules(await readCatalogue(client)).map(
    describeViolation,
  );
  await migrateFrom(MIGRATIONS_DIR);
});

afterAll(async () => {
  await client?.end();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  fs.rmSync(migrationsUpTo0007, { recursive: true, force: true });
});

describe("migration 0008 on a database filled under 0007", () => {
  it("finds a schema the shard rule refuses, and leaves one it accepts", async () => {
    expect(violationsBefore).toEqual(
      expect.arrayContaining([
        "clients: clients_pkey: primary key (id) does not contain merchant_id",
        "clients: id: is a int4 identity: use bigint (Citus generates identity values on the workers only for bigint)",
        "team_member_locations: table: has no merchant_id column: add it, or list the table in DIRECTORY_TABLES (server/src/db/shardRules.ts) with the reason it is not per business",
      ]),
    );
    expect(
      checkShardRules(await readCatalogue(client)).map(describeViolation),
    ).toEqual([]);
  });

  it("keeps every row and every id", async () => {
    expect(await countAll()).toEqual(countsBefore);
    for (const m of ["a", "b"]) {
      const [client] = await q<{ merchant_id: number; email: string }>(
        `select merchant_id, email from clients where id = $1`,
        [ids[`${m}.client`]],
      );
      expect(client).toEqual({
        merchant_id: ids[`${m}.merchant`],
        email: `anna.${m}@example.com`,
      });
      const [reversal] = await q(
        `select reverses_transaction_id, voucher_id from voucher_transactions where id = $1`,
        [ids[`${m}.reversal`]],
      );
      expect(reversal).toEqual({
        reverses_transaction_id: ids[`${m}.redeem`],
        voucher_id: ids[`${m}.voucher`],
      });
    }
  });

  it("gives every link row the merchant of the row it belongs to", async () => {
    for (const [table, parent, col] of [
      ["team_member_locations", "team_members", "team_member_id"],
      ["service_locations", "services", "service_id"],
      ["service_team_members", "services", "service_id"],
    ]) {
      const wrong = await q(
        `select l.* from ${table} l join ${parent} p on p.id = l.${col}
         where l.merchant_id is distinct from p.merchant_id`,
      );
      expect(wrong, table).toEqual([]);
    }
  });

  it("makes ids 64-bit and goes on numbering after the existing rows", async () => {
    const [seq] = await q<{ type: string; max: string }>(
      `select format_type(s.seqtypid, null) as type, s.seqmax::text as max
       from pg_sequence s where s.seqrelid = pg_get_serial_sequence('clients', 'id')::regclass`,
    );
    expect(seq).toEqual({ type: "bigint", max: "9223372036854775807" });
    const next = await id(
      `insert into clients (merchant_id, first_name) values ($1, 'New')`,
      [ids["a.merchant"]],
    );
    expect(next).toBeGreaterThan(ids["b.client"]);
    // Ids beyond 32 bits are stored and come back as exact numbers.
    await q(`alter table clients alter column id restart with 3000000000`);
    const big = await id(
      `insert into clients (merchant_id, first_name) values ($1, 'Big')`,
      [ids["a.merchant"]],
    );
    expect(big).toBe(3_000_000_000);
  });

  it("refuses a link to another business's row", async () => {
    await expect(
      q(
        `insert into service_locations (merchant_id, service_id, location_id) values ($1, $2, $3)`,
        [ids["a.merchant"], ids["a.service"], ids["b.location"]],
      ),
    ).rejects.toMatchObject({ code: "23503" });
    await expect(
      q(
        `update clients set referral_source_id = (
           select id from referral_sources where merchant_id = $1) where id = $2`,
        [ids["b.merchant"], ids["a.client"]],
      ),
    ).rejects.toMatchObject({ code: "23503" });
  });

  it("still cascades a service's links and keeps the ledger append-only", async () => {
    await q(`delete from service_team_members where service_id = $1`, [
      ids["a.service"],
    ]);
    await q(`delete from service_locations where service_id = $1`, [
      ids["a.service"],
    ]);
    await q(`delete from service_pricing_options where service_id = $1`, [
      ids["a.service"],
    ]);
    await q(`delete from services where id = $1`, [ids["a.service"]]);
    await expect(
      q(`update voucher_transactions set amount = 1 where id = $1`, [
        ids["a.issue"],
      ]),
    ).rejects.toThrow(/append-only ledger/);
  });

  it("keeps the search columns generated from the row", async () => {
    const [row] = await q<{ search_text: string }>(
      `select search_text from clients where id = $1`,
      [ids["b.client"]],
    );
    expect(row.search_text).toContain("berger b");
  });
});
