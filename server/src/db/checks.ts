import type { Queryable } from "./client.js";
import { checkStockLedger } from "../modules/stock/ledger.js";
import { moneyChecks } from "../modules/sales/checkLedger.js";
import { checkDateRanges, checkUnvalidatedConstraints } from "./boundChecks.js";

/**
 * The ledger identities `npm run db:check` re-proves on any database
 * (ARCHITECTURE "Invariants"), and the rows stored before the bounds of
 * db/schema/bounds.ts that break them (boundChecks.ts). Each check returns
 * its findings as sentences, none when all is well.
 */
export interface DbCheck {
  name: string;
  run(db: Queryable, merchantId?: number): Promise<string[]>;
}

export const DB_CHECKS: readonly DbCheck[] = [
  {
    name: "stock ledger: on hand and average cost = the movements",
    run: async (db, merchantId) =>
      (await checkStockLedger(db, merchantId)).map(
        (m) =>
          `merchant ${m.merchantId}, product ${m.productId}, location ${m.locationId}` +
          `${m.movementId === null ? "" : `, movement ${m.movementId}`}: ${m.problem}`,
      ),
  },
  {
    name: "sales: amount paid = Σ payments, totals = Σ items, status follows the amount paid",
    run: moneyChecks.sales,
  },
  {
    name: "refunds: total = Σ items + tip refund = money given back; never beyond what was sold",
    run: moneyChecks.refunds,
  },
  {
    name: "vouchers: balance = Σ ledger, status agrees with the ledger",
    run: moneyChecks.vouchers,
  },
  {
    name: "commission: no accrual reversed beyond its amount",
    run: moneyChecks.commission,
  },
  {
    name: "bounds: rows that break a check added after they were stored (amounts, quantities)",
    run: checkUnvalidatedConstraints,
  },
  {
    name: "bounds: dates and instants from 1900-01-01 to 2200-12-31",
    run: checkDateRanges,
  },
];

/** Runs every check; returns the findings per check name. */
export async function runDbChecks(db: Queryable, merchantId?: number) {
  const results: { name: string; findings: string[] }[] = [];
  for (const check of DB_CHECKS)
    results.push({
      name: check.name,
      findings: await check.run(db, merchantId),
    });
  return results;
}
