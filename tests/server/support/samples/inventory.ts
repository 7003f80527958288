import { products } from "../../../../server/src/db/schema";
import { postStockMovement } from "../../../../server/src/modules/stock/ledger";
import { unique, type AreaSamples } from "./types";

/** Inventory area (service 5): the ledger's rows are written through the ledger, as the app does. */
export const inventorySamples: AreaSamples = {
  samplePayload: {},
  sampleUpdate: {},
  invalidValues: {},
  insertRow: {
    /** An opening balance of a new stock-tracked product at the fixture location. */
    "stock-movements": async (app, merchantId, fx) => {
      const [product] = await app.db
        .insert(products)
        .values({
          merchant_id: merchantId,
          name: `Ledger sample ${unique()}`,
          supply_price: 450,
          retail_price: 1299,
          low_stock_level: 3,
        })
        .returning({ id: products.id });
      const { movement } = await app.db.transaction((tx) =>
        postStockMovement(tx, {
          merchantId,
          productId: product.id,
          locationId: fx.location,
          type: "opening_balance",
          quantityChange: 12,
          unitCost: 450,
        }),
      );
      return { id: movement.id };
    },
  },
};
