import {
  brands,
  productCategories,
  suppliers,
  taxRates,
} from "../../../../server/src/db/schema";
import { unique, type AreaSamples, type Fixtures } from "./types";

const digits = () => String(Math.floor(Math.random() * 1e12)).padStart(12, "0");

const product = (fx: Fixtures) => ({
  name: `Sample shampoo ${unique()}`,
  barcode: `5${digits()}`,
  sku: `SKU-${unique()}`,
  brand_id: fx.brand,
  category_id: fx.productCategory,
  supplier_id: fx.supplier,
  usage_type: "both",
  measure_unit: "ml",
  measure_amount: "250",
  supply_price: 450,
  retail_price: 1299,
  retail_sales_enabled: true,
  commission_enabled: true,
  tax_rate_id: fx.taxRate,
  track_stock: true,
  low_stock_level: 3,
  reorder_quantity: 12,
});

const FAR_ID = 2_000_000_000;

/** Products area (service 4). */
export const productsSamples: AreaSamples = {
  fixtures: async (app, merchantId, fx) => {
    const db = app.db;
    fx.taxRate ??= (
      await db
        .insert(taxRates)
        .values({
          merchant_id: merchantId,
          name: "Standard VAT",
          rate_pct: "20",
        })
        .returning()
    )[0].id;
    fx.brand ??= (
      await db
        .insert(brands)
        .values({ merchant_id: merchantId, name: "Fixture brand" })
        .returning()
    )[0].id;
    fx.productCategory ??= (
      await db
        .insert(productCategories)
        .values({ merchant_id: merchantId, name: "Fixture hair care" })
        .returning()
    )[0].id;
    fx.supplier ??= (
      await db
        .insert(suppliers)
        .values({ merchant_id: merchantId, name: "Fixture supplier" })
        .returning()
    )[0].id;
  },
  samplePayload: {
    products: product,
    "product-categories": () => ({
      name: `Category ${unique()}`,
      sort_order: 2,
    }),
    brands: () => ({ name: `Brand ${unique()}` }),
    suppliers: () => ({
      name: `Supplier ${unique()}`,
      contact_first_name: "Sam",
      contact_last_name: "Seller",
      email: `orders-${unique()}@example.com`,
      mobile: "+447400123456",
      phone: "+442079460000",
      website: "https://supplier.example.com",
      account_number: "ACC-1234",
      address_line1: "1 Trade Street",
      city: "London",
      postcode: "E1 6AN",
      country_code: "GB",
      notes: "Delivers on Tuesdays.",
    }),
  },
  sampleUpdate: {
    products: () => ({ name: `Renamed ${unique()}`, retail_price: 1499 }),
    "product-categories": () => ({
      name: `Renamed ${unique()}`,
      sort_order: 5,
    }),
    brands: () => ({ name: `Renamed ${unique()}` }),
    suppliers: () => ({ contact_first_name: "Alex", city: "Leeds" }),
  },
  invalidValues: {
    products: [
      ["name", ""],
      ["name", "x".repeat(201)],
      ["barcode", "12 34"],
      ["usage_type", "x"],
      ["measure_unit", "kg"],
      ["measure_unit", null],
      ["measure_amount", "-1"],
      ["measure_amount", "abc"],
      ["supply_price", -1],
      ["supply_price", 1.5],
      ["retail_price", null],
      ["low_stock_level", -1],
      ["reorder_quantity", 0],
      ["brand_id", FAR_ID],
      ["tax_rate_id", FAR_ID],
    ],
    "product-categories": [
      ["name", ""],
      ["name", "x".repeat(101)],
      ["sort_order", -1],
      ["sort_order", 1.5],
    ],
    brands: [
      ["name", ""],
      ["name", "   "],
      ["name", "x".repeat(101)],
    ],
    suppliers: [
      ["name", ""],
      ["email", "not-an-email"],
      ["website", "not a site"],
      ["phone", "call me"],
      ["country_code", "GBR"],
    ],
  },
};
