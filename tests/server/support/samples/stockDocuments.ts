import { products } from "../../../../server/src/db/schema";
import { unique, type AreaSamples } from "./types";

const FAR_ID = 2_000_000_000;

/**
 * Purchase orders and stock takes (service 5). Runs after the products
 * area: its fixtures are a stock-tracked product of the fixture supplier.
 */
export const stockDocumentsSamples: AreaSamples = {
  fixtures: async (app, merchantId, fx) => {
    fx.stockProduct ??= (
      await app.db
        .insert(products)
        .values({
          merchant_id: merchantId,
          name: "Fixture stock shampoo",
          supplier_id: fx.supplier,
          brand_id: fx.brand,
          category_id: fx.productCategory,
          tax_rate_id: fx.taxRate,
          supply_price: 450,
          retail_price: 1299,
          track_stock: true,
          low_stock_level: 3,
          reorder_quantity: 12,
        })
        .returning()
    )[0].id;
  },
  samplePayload: {
    "purchase-orders": (fx) => ({
      supplier_id: fx.supplier,
      location_id: fx.location,
      reference: `REF-${unique()}`,
      notes: "Please deliver before noon.",
      shipping_cost: 500,
      lines: [{ product_id: fx.stockProduct, quantity_ordered: 6 }],
    }),
    "stock-takes": (fx) => ({
      location_id: fx.location,
      scope: "selected",
      scope_ids: [fx.stockProduct],
      notes: `Shelf count ${unique()}`,
    }),
  },
  sampleUpdate: {
    "purchase-orders": () => ({
      notes: `Ring the bell ${unique()}`,
      expected_date: "2099-01-15",
    }),
    "stock-takes": () => ({ notes: `Back room too ${unique()}` }),
  },
  invalidValues: {
    "purchase-orders": [
      ["supplier_id", FAR_ID],
      ["location_id", FAR_ID],
      ["shipping_cost", -1],
      ["shipping_cost", 1.5],
      ["notes", "x".repeat(2001)],
      ["expected_date", "2000-01-01"],
    ],
    "stock-takes": [["notes", "x".repeat(2001)]],
  },
};
