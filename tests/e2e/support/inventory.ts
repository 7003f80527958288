import { api, type Owner } from "./flows";

/** Set-up of the inventory browser tests through the API (not under test). */

export interface StockProduct {
  id: number;
  name: string;
  sku: string;
  barcode: string;
}

export async function createSupplier(
  baseUrl: string,
  owner: Owner,
  name = "Argan & Co",
) {
  return api<{ id: number; name: string }>(
    baseUrl,
    owner.token,
    "POST",
    "merchant/suppliers",
    { name, email: "orders@argan.example.com" },
  );
}

/** A stock-tracked retail product of the supplier. */
export async function createStockProduct(
  baseUrl: string,
  owner: Owner,
  product: {
    name: string;
    sku: string;
    barcode: string;
    supply_price: number;
    supplier_id: number;
  },
): Promise<StockProduct> {
  const created = await api<{ id: number }>(
    baseUrl,
    owner.token,
    "POST",
    "merchant/products",
    {
      ...product,
      retail_price: product.supply_price * 2,
      usage_type: "retail",
      retail_sales_enabled: true,
      commission_enabled: false,
      track_stock: true,
      low_stock_level: 2,
      reorder_quantity: 6,
    },
  );
  return { id: created.id, ...product };
}

/** A manual increase through the stock-adjustments route (opening stock for a test). */
export async function addStock(
  baseUrl: string,
  owner: Owner,
  productId: number,
  locationId: number,
  quantity: number,
) {
  return api(baseUrl, owner.token, "POST", "merchant/stock-adjustments", {
    product_id: productId,
    location_id: locationId,
    type: "adjust_increase",
    quantity,
    reason: "Opening count",
  });
}
