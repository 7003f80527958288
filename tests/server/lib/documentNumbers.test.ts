import { describe, it, expect, beforeAll } from "vitest";
import { sql } from "drizzle-orm";
import {
  documentNumberSql,
  formatDocumentNumber,
  nextDocumentNumber,
} from "../../../server/src/lib/documentNumbers";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { createMerchant } from "../support/builders";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

describe("document numbers (per-merchant counters)", () => {
  it("formats the prefix and at least six digits", () => {
    expect(formatDocumentNumber("appointment", 123)).toBe("A-000123");
    expect(formatDocumentNumber("purchase_order", 1)).toBe("PO-000001");
    expect(formatDocumentNumber("stock_take", 1234567)).toBe("ST-1234567");
  });

  it("formats in SQL exactly as in TypeScript (statements that number their own rows)", async () => {
    for (const kind of ["appointment", "purchase_order"] as const) {
      const numbers = [1, 123, 999_999, 1_000_000, 1_234_567];
      const { rows } = await t.app.db.execute<{ ref: string }>(
        sql.raw(
          `select ${documentNumberSql(kind, "0", "0").reference("n")} as ref
           from unnest('{${numbers.join(",")}}'::bigint[]) with ordinality as u(n, k) order by k`,
        ),
      );
      expect(rows.map((r) => r.ref)).toEqual(
        numbers.map((n) => formatDocumentNumber(kind, n)),
      );
    }
  });

  it("counts per merchant and kind, and a rollback gives the number back", async () => {
    const a = (await createMerchant(t.app)).merchant.id;
    const b = (await createMerchant(t.app)).merchant.id;
    const take = (m: number, kind: "appointment" | "stock_take") =>
      t.app.db.transaction((tx) => nextDocumentNumber(tx, m, kind));
    expect(await take(a, "appointment")).toBe("A-000001");
    expect(await take(a, "appointment")).toBe("A-000002");
    expect(await take(b, "appointment")).toBe("A-000001");
    expect(await take(a, "stock_take")).toBe("ST-000001");
    await expect(
      t.app.db.transaction(async (tx) => {
        await nextDocumentNumber(tx, a, "appointment");
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await take(a, "appointment")).toBe("A-000003");
  });

  it("gives concurrent transactions distinct consecutive numbers", async () => {
    const m = (await createMerchant(t.app)).merchant.id;
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.db.transaction((tx) =>
          nextDocumentNumber(tx, m, "purchase_order"),
        ),
      ),
    );
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 20 }, (_, i) =>
        formatDocumentNumber("purchase_order", i + 1),
      ),
    );
  });
});
