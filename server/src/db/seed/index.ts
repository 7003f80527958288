import { sql } from "drizzle-orm";
import type { Db } from "../client.js";
import { runDbChecks } from "../checks.js";
import { merchants } from "../schema/index.js";
import { DEMO, hashDemoPasswords, seedAccounts } from "./accounts.js";
import { DEMO_BUSINESS, insertMerchant, seedBusiness } from "./business.js";
import { seedAppointments } from "./appointments.js";
import { seedBlockedTimes } from "./blockedTimes.js";
import { seedClients } from "./clients.js";
import { seedCommission } from "./commission.js";
import { createContext } from "./context.js";
import { seedOtherMerchant } from "./other.js";
import { seedProducts } from "./products.js";
import { seedStock } from "./inventory.js";
import { seedPromote } from "./promote.js";
import { seedResources } from "./resources.js";
import { seedSales } from "./sales.js";
import { seedServices } from "./services.js";
import { seedStockDocuments } from "./stockDocuments.js";
import { seedTeam } from "./team.js";

export { DEMO };

export interface SeedOptions {
  /**
   * "Now" of the seeded world: every date is relative to it. Defaults to the
   * current time; tests pass a fixed instant so two runs write identical rows.
   */
  anchor?: Date | string;
}

/** The random seed of the demo data: change it and every generated row changes. */
const DEMO_SEED = 20_260_101;

/**
 * A demo business on an empty database (DOMAIN §6, master data): returns
 * false, writing nothing, when any merchant already exists. Everything is one
 * transaction; the exclusive lock makes two servers starting at once seed
 * only once.
 */
export async function seedDemo(
  db: Db,
  options: SeedOptions = {},
): Promise<boolean> {
  const anchor =
    options.anchor === undefined ? new Date() : new Date(options.anchor);
  if (Number.isNaN(anchor.getTime()))
    throw new Error("seedDemo: invalid anchor date");
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table merchants in exclusive mode`);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(merchants);
    if (n > 0) return false;
    // Months of invented history: no client is to be told about it
    // (migration client_notification_triggers).
    await tx.execute(
      sql`select set_config('wellness.client_notifications', 'off', true)`,
    );

    const hashes = await hashDemoPasswords();
    const ctx = createContext(
      tx,
      0,
      anchor,
      DEMO_BUSINESS.default_timezone,
      DEMO_SEED,
      190,
    );
    ctx.merchantId = await insertMerchant(tx, {
      ...DEMO_BUSINESS,
      created_at: ctx.setupAt,
      updated_at: ctx.setupAt,
    });

    const business = await seedBusiness(ctx);
    const team = await seedTeam(ctx, business);
    await seedAccounts(ctx, team, hashes);
    const resources = await seedResources(ctx, business);
    const service = await seedServices(ctx, business, team, resources);
    const product = await seedProducts(ctx);
    // Inventory (DOMAIN §6), all through the stock ledger: opening balances,
    // internal use, manual adjustments, 8 products low and 3 out.
    await seedStock(ctx, business);
    // Purchase orders and stock takes, through their modules, dated after
    // the stock history (inventory.ts HISTORY_ENDS) and touching only
    // products well above their low-stock level.
    await seedStockDocuments(ctx);
    await seedClients(ctx);
    await seedPromote(ctx, business, service, product);
    await seedCommission(ctx, team, service, product);
    await seedAppointments(ctx, business);
    // Lunch breaks and a meeting ahead, where the bookings left room.
    await seedBlockedTimes(ctx);
    // Sales of the recent visits and at the desk, through the sales module.
    await seedSales(ctx);

    await seedOtherMerchant(tx, anchor, hashes);
    // DOMAIN §6: the ledger identities hold on what was just written.
    const failed = (await runDbChecks(tx)).filter((c) => c.findings.length);
    if (failed.length)
      throw new Error(
        `seed: ${failed.map((c) => `${c.name}: ${c.findings.slice(0, 5).join("; ")}`).join(" | ")}`,
      );
    return true;
  });
}
