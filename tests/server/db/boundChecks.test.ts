import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { boundCheckNames } from "../../../server/src/db/boundNames";
import { runDbChecks } from "../../../server/src/db/checks";
import { MIGRATIONS_DIR } from "../../../server/src/db/migrate";
import { pgConstraint, pgErrorCode } from "../../../server/src/lib/pgErrors";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { createMerchant, type TestUser } from "../support/builders";
import { createStockProduct } from "../support/stock";

/**
 * Issue 28: the database holds the same bounds as the input schemas (CHECKs
 * of db/schema/bounds.ts), the migration adding them cannot be stopped by
 * rows stored before, `npm run db:check` lists such rows, and the API keeps
 * answering (and lets a price be corrected) while they exist.
 */
let t: TestApp;
let owner: TestUser;
let merchantId: number;
let location: number;

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  merchantId = m.merchant.id;
  location = m.fixtures.location;
});

const run = (q: ReturnType<typeof sql>) => t.app.db.execute(q);

/** The database's refusal of a statement: SQLSTATE and constraint. */
async function refusal(q: ReturnType<typeof sql>) {
  try {
    await run(q);
  } catch (err) {
    return { code: pgErrorCode(err), constraint: pgConstraint(err) };
  }
  return undefined;
}

/** Stores a row that breaks `constraint`, as a version before the bounds could have. */
async function asBefore(
  table: string,
  constraint: string,
  write: ReturnType<typeof sql>,
) {
  const { rows } = await run(
    sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${constraint}`,
  );
  const def = (rows[0] as { def: string }).def;
  await run(sql.raw(`alter table ${table} drop constraint ${constraint}`));
  await run(write);
  await run(
    sql.raw(
      `alter table ${table} add constraint ${constraint} ${def} not valid`,
    ),
  );
}

const get = (url: string) =>
  t.injectAs(owner.token, { method: "GET", url: `merchant/${url}` });

describe("the CHECKs of the bounds", () => {
  it("exist, validated, for every bound of db/schema/bounds.ts", async () => {
    const { rows } = await run(
      sql`select conname, convalidated, pg_get_constraintdef(oid) as def
        from pg_constraint where contype = 'c'`,
    );
    const byName = new Map(
      (rows as { conname: string; convalidated: boolean; def: string }[]).map(
        (r) => [r.conname, r],
      ),
    );
    const names = boundCheckNames();
    expect(names.size).toBeGreaterThan(30);
    for (const name of names) {
      const c = byName.get(name);
      expect(c, name).toBeDefined();
      expect(c!.convalidated, name).toBe(true);
      // PostgreSQL writes "between" as two comparisons.
      expect(c!.def, name).toMatch(
        /\w+ >= '?-?\d+'?(::\w+)?\) AND \(\w+ <= '?(1000000000000|1000000|2000000)'?(::\w+)?\)/,
      );
    }
  });

  it("refuse amounts, quantities and stock figures beyond the caps written by any path", async () => {
    const p = await createStockProduct(t.app, merchantId);
    expect(
      await refusal(
        sql`update products set retail_price = 1000000000001 where id = ${p.id}`,
      ),
    ).toEqual({ code: "23514", constraint: "products_retail_price_check" });
    expect(
      await refusal(
        sql`update products set reorder_quantity = 1000001 where id = ${p.id}`,
      ),
    ).toEqual({ code: "23514", constraint: "products_reorder_quantity_check" });
    expect(
      await refusal(sql`insert into stock_levels (merchant_id, product_id, location_id, on_hand)
        values (${merchantId}, ${p.id}, ${location}, -1000001)`),
    ).toEqual({ code: "23514", constraint: "stock_levels_on_hand_check" });
    expect(
      await refusal(sql`insert into stock_movements (merchant_id, product_id, location_id, type,
          quantity_change, quantity_after, unit_cost, value_change, avg_cost_after)
        values (${merchantId}, ${p.id}, ${location}, 'opening_balance',
          1000000, 1000000, 1000000000000, 1000000000000000000, 1000000000000)`),
    ).toEqual({
      code: "23514",
      constraint: "stock_movements_value_change_range",
    });
    // At the caps exactly, rows are taken.
    await run(
      sql`update products set retail_price = 1000000000000, reorder_quantity = 1000000 where id = ${p.id}`,
    );
  });

  it("are validated by the migration only where no stored row breaks them", async () => {
    const file = fs
      .readdirSync(MIGRATIONS_DIR)
      .find((f) => f.endsWith("_amount_quantity_bounds.sql"))!;
    const text = fs.readFileSync(path.join(MIGRATIONS_DIR, file), "utf8");
    const validateAll = text.slice(text.lastIndexOf("DO $$"));
    const p = await createStockProduct(t.app, merchantId);
    await asBefore(
      "products",
      "products_supply_price_check",
      sql`update products set supply_price = 5000000000000 where id = ${p.id}`,
    );
    await run(
      sql`alter table memberships drop constraint memberships_price_check`,
    );
    await run(
      sql.raw(
        "alter table memberships add constraint memberships_price_check check (price between 0 and 1000000000000) not valid",
      ),
    );
    await run(sql.raw(validateAll));
    const { rows } = await run(
      sql`select conname, convalidated from pg_constraint
        where conname in ('products_supply_price_check', 'memberships_price_check') order by 1`,
    );
    expect(rows).toEqual([
      { conname: "memberships_price_check", convalidated: true },
      { conname: "products_supply_price_check", convalidated: false },
    ]);
    // NOT VALID still refuses a new row beyond the cap.
    expect(
      await refusal(
        sql`update products set supply_price = 5000000000001 where id = ${p.id}`,
      ),
    ).toMatchObject({ constraint: "products_supply_price_check" });
    // Put back as it was for the other tests.
    await run(sql`update products set supply_price = 0 where id = ${p.id}`);
    await run(
      sql`alter table products validate constraint products_supply_price_check`,
    );
  });
});

describe("rows stored before the bounds", () => {
  it("are listed by db:check, while every list and record keeps answering", async () => {
    const p = await createStockProduct(t.app, merchantId, {
      name: "Legacy serum",
    });
    await asBefore(
      "products",
      "products_retail_price_check",
      sql`update products set retail_price = 10000000000000 where id = ${p.id}`,
    );
    // The movement: 1,000,000 × 10^12 = 10^18, in an append-only ledger.
    await asBefore(
      "stock_movements",
      "stock_movements_value_change_range",
      sql`insert into stock_movements (merchant_id, product_id, location_id, type,
          quantity_change, quantity_after, unit_cost, value_change, avg_cost_after, reason_text)
        values (${merchantId}, ${p.id}, ${location}, 'adjust_increase',
          1000000, 1000000, 1000000000000, 1000000000000000000, 1000000000000, 'typo')`,
    );
    const { rows: clientRows } = await run(
      sql`insert into clients (merchant_id, first_name, birthday)
        values (${merchantId}, 'Ada', '1815-12-10') returning id`,
    );
    const clientId = (clientRows[0] as { id: number }).id;

    const findings = Object.fromEntries(
      (await runDbChecks(t.app.db)).map((r) => [r.name, r.findings]),
    );
    const of = (prefix: string) =>
      Object.entries(findings).find(([name]) => name.startsWith(prefix))![1];
    expect(of("bounds: rows that break")).toEqual([
      `products (merchant_id ${merchantId}, id ${p.id}): breaks products_retail_price_check`,
      expect.stringMatching(
        new RegExp(
          `^stock_movements \\(merchant_id ${merchantId}, id \\d+\\): breaks stock_movements_value_change_range$`,
        ),
      ),
    ]);
    expect(of("bounds: dates")).toEqual([
      `clients (merchant_id ${merchantId}, id ${clientId}): birthday 1815-12-10 outside 1900-01-01 … 2200-12-31`,
    ]);
    // The same for one business only.
    expect(
      (await runDbChecks(t.app.db, merchantId + 1000)).flatMap(
        (r) => r.findings,
      ),
    ).toEqual([]);

    // Reads answer (sent as stored) instead of failing their schema with 500.
    for (const url of [
      "stock-movements",
      "stock-levels",
      "products",
      `products/${p.id}`,
      `clients/${clientId}`,
      "stock-movements/export",
    ]) {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    const [movement] = (await get("stock-movements")).json() as {
      value_change: number;
      product_name: string;
    }[];
    expect(movement).toMatchObject({
      value_change: 1e18,
      product_name: "Legacy serum",
    });
    expect(movement).not.toHaveProperty("merchant_id");

    // The business can correct the price; then db:check no longer lists it.
    const fixed = await t.injectAs(owner.token, {
      method: "PUT",
      url: `merchant/products/${p.id}`,
      payload: { retail_price: 2500 },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(
      (await runDbChecks(t.app.db)).flatMap((r) => r.findings),
    ).not.toContainEqual(expect.stringContaining(`products (merchant_id`));
  });
});
