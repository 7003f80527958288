import fp from "fastify-plugin";
import { pruneIdempotencyKeys } from "../lib/idempotency.js";
import { expireDueVouchers } from "../modules/sales/voucherLedger.js";

const HOUR = 3_600_000;

/**
 * Jobs that keep the money tables tidy while the app runs: at boot and every
 * hour, vouchers past their expiry date lose their balance with an `expire`
 * ledger row (DOMAIN §3.28), and Idempotency-Key answers older than a day
 * are forgotten (lib/idempotency.ts). Not in tests (NODE_ENV test): a test
 * runs them itself.
 */
export default fp(
  async (app) => {
    if (app.config.NODE_ENV === "test") return;
    const run = async () => {
      try {
        await expireDueVouchers(app.db);
        await pruneIdempotencyKeys(app.db);
      } catch (err) {
        app.log.warn({ err }, "housekeeping failed");
      }
    };
    app.addHook("onReady", run);
    const timer = setInterval(() => void run(), HOUR);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  },
  { name: "housekeeping", dependencies: ["db"] },
);
