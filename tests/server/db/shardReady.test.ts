import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildCitusPlan } from "../../../server/src/db/citusPlan";
import {
  checkShardRules,
  describeViolation,
  DIRECTORY_TABLES,
  readCatalogue,
} from "../../../server/src/db/shardRules";
import { TEMPLATE_DB } from "../support/globalSetup";

/**
 * The migrated schema is ready to shard on Citus by merchant_id
 * (server/src/db/shardRules.ts, docs/scaling.md). Every table a later issue
 * adds is checked here from its first commit.
 */
const name = `wellness_s_${randomBytes(6).toString("hex")}`;
const admin = new pg.Client({ connectionString: inject("pgAdminUrl") });
let db: pg.Client;

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  const u = new URL(inject("pgAdminUrl"));
  u.pathname = `/${name}`;
  db = new pg.Client({ connectionString: u.toString() });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe("the migrated schema", () => {
  it("breaks no rule: business tables keyed, unique and referenced by merchant_id, 64-bit ids", async () => {
    const violations = checkShardRules(await readCatalogue(db));
    expect(violations.map(describeViolation)).toEqual([]);
  });

  it("classifies every table: the directory tables are exactly these, every other table has merchant_id", async () => {
    expect(Object.keys(DIRECTORY_TABLES).sort()).toEqual([
      "merchants",
      "oidc_used_nonces",
      "online_booking_settings",
      "password_resets",
      "users",
    ]);
    const cat = await readCatalogue(db);
    const business = [...cat.columns.keys()].filter(
      (t) => !Object.hasOwn(DIRECTORY_TABLES, t),
    );
    expect(business.length).toBeGreaterThan(50);
    for (const t of business)
      expect(cat.columns.get(t)?.has("merchant_id"), t).toBe(true);
  });
});

describe("the rule", () => {
  // Each probe breaks the rule once; the check must name table and object.
  const probes: [string, string, string, RegExp][] = [
    [
      "a 32-bit identity and a primary key without merchant_id",
      `create table probe_ids (id integer generated always as identity primary key,
         merchant_id integer not null references merchants(id))`,
      "probe_ids",
      /^probe_ids: (id: is a int4 identity|probe_ids_pkey: primary key \(id\) does not contain merchant_id)/,
    ],
    [
      "a unique index without merchant_id",
      `create table probe_unique (merchant_id integer not null, id bigint not null, code text,
         primary key (merchant_id, id));
       create unique index probe_unique_code_key on probe_unique (lower(code))`,
      "probe_unique",
      /^probe_unique: probe_unique_code_key: unique index \(expression\) does not contain merchant_id$/,
    ],
    [
      "an exclusion constraint without merchant_id",
      `create table probe_exclude (merchant_id integer not null, id bigint not null, during tstzrange,
         primary key (merchant_id, id),
         constraint probe_exclude_overlap exclude using gist (during with &&))`,
      "probe_exclude",
      /^probe_exclude: probe_exclude_overlap: exclusion constraint \(during\) does not contain merchant_id$/,
    ],
    [
      "a foreign key to a business table by id alone",
      `create table probe_fk (merchant_id integer not null, id bigint not null, client_id bigint,
         primary key (merchant_id, id));
       create unique index probe_clients_id on clients (id);
       alter table probe_fk add constraint probe_fk_client_fk foreign key (client_id) references clients(id)`,
      "probe_fk",
      /^probe_fk: probe_fk_client_fk: foreign key \(client_id\) → clients\(id\) does not pair merchant_id with merchant_id$/,
    ],
    [
      "a reference column narrower than the id",
      `create table probe_narrow (merchant_id integer not null, id bigint not null, client_id integer,
         primary key (merchant_id, id),
         constraint probe_narrow_client_fk foreign key (merchant_id, client_id) references clients(merchant_id, id))`,
      "probe_narrow",
      /^probe_narrow: probe_narrow_client_fk: column client_id is int4 but clients.id is int8$/,
    ],
    [
      "a table with no merchant_id that is not a directory table",
      `create table probe_global (id bigint primary key)`,
      "probe_global",
      /^probe_global: table: has no merchant_id column/,
    ],
    [
      "a directory table pointing at a business table",
      `alter table users add constraint probe_users_member_fk
         foreign key (merchant_id, team_member_id) references team_members(merchant_id, id)`,
      "users",
      /^users: probe_users_member_fk: a directory table points at business table team_members/,
    ],
  ];

  it.each(probes)(
    "refuses %s, naming the table and the constraint",
    async (_, ddl, table, message) => {
      await db.query("begin");
      try {
        await db.query(ddl);
        const found = checkShardRules(await readCatalogue(db))
          .filter((v) => v.table === table)
          .map(describeViolation);
        expect(found.length, found.join("\n")).toBeGreaterThan(0);
        for (const f of found) expect(f).toMatch(message);
      } finally {
        await db.query("rollback");
      }
    },
  );
});

describe("the Citus plan (npm run db:citus-plan)", () => {
  it("makes the directory tables reference tables, then distributes every business table after the tables it points at", async () => {
    const cat = await readCatalogue(db);
    const plan = buildCitusPlan(cat);
    if (!plan.ok) throw new Error(plan.violations.join("\n"));
    const lines = plan.sql.split("\n");
    const at = (re: RegExp) => lines.findIndex((l) => re.test(l));
    const reference = Object.keys(DIRECTORY_TABLES);
    const distributed = [...cat.columns.keys()].filter(
      (t) => !reference.includes(t),
    );
    const position = new Map<string, number>();
    for (const t of reference)
      position.set(
        t,
        at(new RegExp(`^SELECT create_reference_table\\('${t}'\\);`)),
      );
    for (const t of distributed)
      position.set(
        t,
        at(
          new RegExp(
            `^SELECT create_distributed_table\\('${t}', 'merchant_id'(, colocate_with => '\\w+')?\\);$`,
          ),
        ),
      );
    for (const [t, p] of position) expect(p, t).toBeGreaterThan(-1);
    const firstDistributed = Math.min(
      ...distributed.map((t) => position.get(t)!),
    );
    for (const t of reference)
      expect(position.get(t)!, t).toBeLessThan(firstDistributed);
    // Every foreign key is satisfied when its table is distributed, unless
    // the plan drops it first and restores it at the end.
    for (const fk of cat.foreignKeys) {
      if (fk.refTable === fk.table) continue;
      const dropped = at(new RegExp(`DROP CONSTRAINT "${fk.name}";`));
      if (dropped > -1) {
        expect(dropped).toBeLessThan(position.get(fk.table)!);
        expect(at(new RegExp(`ADD CONSTRAINT "${fk.name}" `))).toBeGreaterThan(
          position.get(fk.refTable)!,
        );
      } else
        expect(position.get(fk.refTable)!, fk.name).toBeLessThan(
          position.get(fk.table)!,
        );
    }
    // One co-location group: all name the first distributed table.
    const anchor = lines[firstDistributed].match(/\('(\w+)'/)![1];
    expect(
      lines.filter((l) => l.includes(`colocate_with => '${anchor}'`)),
    ).toHaveLength(distributed.length - 1);
  });

  it("refuses, with the reasons, when a table breaks the rule", async () => {
    await db.query("begin");
    try {
      await db.query(
        "create table probe_plan (id integer generated always as identity primary key)",
      );
      const plan = buildCitusPlan(await readCatalogue(db));
      expect(plan.ok).toBe(false);
      if (!plan.ok)
        expect(plan.violations).toEqual([
          expect.stringMatching(
            /^probe_plan: table: has no merchant_id column/,
          ),
        ]);
    } finally {
      await db.query("rollback");
    }
  });
});
