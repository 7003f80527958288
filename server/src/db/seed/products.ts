import {
  brands,
  productCategories,
  products,
  suppliers,
} from "../schema/index.js";
import { DEMO_BUSINESS } from "./business.js";
import { indexBy, stamped, type SeedContext } from "./context.js";
import { withPhones } from "./phones.js";

export const PRODUCT_CATEGORIES = [
  "Face care",
  "Body care",
  "Nail care",
  "Massage & aromatherapy",
  "Sun care",
  "Accessories",
] as const;
type Category = (typeof PRODUCT_CATEGORIES)[number];

const SUPPLIERS = [
  {
    name: "Beauty Wholesale Austria GmbH",
    contact_first_name: "Petra",
    contact_last_name: "Hofbauer",
    email: "orders@beauty-wholesale.example.com",
    phone: "+43172012340",
    mobile: "+436644410001",
    website: "https://beauty-wholesale.example.com",
    account_number: "BWA-20417",
    address_line1: "Industriestraße 8",
    city: "Wien",
    postcode: "1220",
    country_code: "AT",
    notes: "Delivery Tuesdays and Fridays; free shipping above €250.",
  },
  {
    name: "Pro Nail Distribution",
    contact_first_name: "Tomasz",
    contact_last_name: "Zieliński",
    email: "sales@pronail.example.com",
    phone: "+49897654320",
    mobile: null,
    website: "https://pronail.example.com",
    account_number: "PN-7781",
    address_line1: "Landsberger Straße 301",
    city: "München",
    postcode: "80687",
    country_code: "DE",
    notes: "Order by Wednesday noon for delivery the same week.",
  },
  {
    name: "Natural Oils Trading",
    contact_first_name: "Elena",
    contact_last_name: "Moretti",
    email: "info@naturaloils.example.com",
    phone: "+390212345670",
    mobile: "+393401234567",
    website: "https://naturaloils.example.com",
    account_number: "NOT-00935",
    address_line1: "Via Tortona 27",
    city: "Milano",
    postcode: "20144",
    country_code: "IT",
    notes: null,
  },
  {
    name: "Spa Supply Europe",
    contact_first_name: "Jan",
    contact_last_name: "de Vries",
    email: "orders@spasupply.example.com",
    phone: "+31201234560",
    mobile: null,
    website: "https://spasupply.example.com",
    account_number: "SSE-4410-AT",
    address_line1: "Herengracht 120",
    city: "Amsterdam",
    postcode: "1015 BS",
    country_code: "NL",
    notes: "Minimum order €150.",
  },
] as const;
type Supplier = (typeof SUPPLIERS)[number]["name"];

/** Brand → its supplier and SKU prefix. */
const BRANDS: readonly { name: string; supplier: Supplier; sku: string }[] = [
  {
    name: "Alpine Botanics",
    supplier: "Beauty Wholesale Austria GmbH",
    sku: "AB",
  },
  { name: "Dermaluxe", supplier: "Beauty Wholesale Austria GmbH", sku: "DL" },
  { name: "Lumina Skin", supplier: "Spa Supply Europe", sku: "LS" },
  { name: "SunVeil", supplier: "Spa Supply Europe", sku: "SV" },
  { name: "NailCraft Pro", supplier: "Pro Nail Distribution", sku: "NC" },
  { name: "Velvet Lacquer", supplier: "Pro Nail Distribution", sku: "VL" },
  { name: "Oleum Naturals", supplier: "Natural Oils Trading", sku: "ON" },
  { name: "Pure Ritual", supplier: "Natural Oils Trading", sku: "PR" },
];

type Usage = "retail" | "professional" | "both";
type Unit = "ml" | "g" | "pcs";
/** [name, brand, category, usage, unit, amount, supply price ex tax, retail price incl. tax or null]. */
type ProductDef = [
  string,
  string,
  Category,
  Usage,
  Unit,
  number,
  number,
  number | null,
];

/** 60 products: retail, back-bar (professional) and both. */
// prettier-ignore
export const PRODUCTS: readonly ProductDef[] = [
  // Face care
  ["Gentle Cleansing Milk", "Alpine Botanics", "Face care", "retail", "ml", 200, 780, 2490],
  ["Rose Hydrating Toner", "Alpine Botanics", "Face care", "retail", "ml", 200, 690, 2190],
  ["Edelweiss Day Cream", "Alpine Botanics", "Face care", "retail", "ml", 50, 1450, 4490],
  ["Night Repair Cream", "Alpine Botanics", "Face care", "retail", "ml", 50, 1590, 4890],
  ["Eye Contour Gel", "Alpine Botanics", "Face care", "retail", "ml", 15, 990, 2990],
  ["Vitamin C Serum", "Dermaluxe", "Face care", "retail", "ml", 30, 1890, 5900],
  ["Hyaluronic Booster", "Dermaluxe", "Face care", "both", "ml", 30, 1750, 5490],
  ["Enzyme Peel Powder", "Dermaluxe", "Face care", "retail", "g", 75, 1290, 3990],
  ["Clarifying Clay Mask", "Dermaluxe", "Face care", "both", "ml", 75, 1050, 3290],
  ["Professional Peel Solution", "Dermaluxe", "Face care", "professional", "ml", 250, 3200, null],
  ["Facial Massage Cream Cabin Size", "Dermaluxe", "Face care", "professional", "ml", 500, 2400, null],
  ["Brightening Essence", "Lumina Skin", "Face care", "retail", "ml", 150, 1350, 3890],
  ["Retinol Night Serum", "Lumina Skin", "Face care", "retail", "ml", 30, 2100, 6490],
  ["Barrier Repair Balm", "Lumina Skin", "Face care", "retail", "ml", 50, 1600, 4590],
  // Body care
  ["Mountain Herb Body Lotion", "Alpine Botanics", "Body care", "retail", "ml", 250, 890, 2690],
  ["Arnica Foot Balm", "Alpine Botanics", "Body care", "both", "ml", 100, 640, 1890],
  ["Sea Salt Body Scrub", "Pure Ritual", "Body care", "both", "g", 300, 950, 2890],
  ["Shea Body Butter", "Pure Ritual", "Body care", "retail", "ml", 200, 1100, 3290],
  ["Detox Wrap Concentrate", "Pure Ritual", "Body care", "professional", "ml", 1000, 3900, null],
  ["Firming Body Serum", "Pure Ritual", "Body care", "retail", "ml", 100, 1500, 4290],
  ["Lavender Hand Cream", "Pure Ritual", "Body care", "retail", "ml", 75, 450, 1390],
  ["Neroli Shower Oil", "Pure Ritual", "Body care", "retail", "ml", 250, 790, 2390],
  ["Self-Tan Mousse", "Pure Ritual", "Body care", "retail", "ml", 200, 1090, 3190],
  ["Spray Tan Solution", "Pure Ritual", "Body care", "professional", "ml", 1000, 4500, null],
  // Nail care
  ["Cuticle Oil", "NailCraft Pro", "Nail care", "both", "ml", 15, 320, 1290],
  ["Base Coat", "NailCraft Pro", "Nail care", "retail", "ml", 15, 390, 1490],
  ["Top Coat Gloss", "NailCraft Pro", "Nail care", "retail", "ml", 15, 390, 1490],
  ["Gel Base Coat", "NailCraft Pro", "Nail care", "professional", "ml", 15, 850, null],
  ["Gel Top Coat No-Wipe", "NailCraft Pro", "Nail care", "professional", "ml", 15, 850, null],
  ["Acetone Remover", "NailCraft Pro", "Nail care", "professional", "ml", 1000, 690, null],
  ["Nail File Set", "NailCraft Pro", "Nail care", "both", "pcs", 10, 280, 990],
  ["Acrylic Powder Clear", "NailCraft Pro", "Nail care", "professional", "g", 100, 1850, null],
  ["Strengthening Treatment", "NailCraft Pro", "Nail care", "retail", "ml", 15, 520, 1890],
  ["Nail Polish Classic Red", "Velvet Lacquer", "Nail care", "retail", "ml", 12, 310, 1290],
  ["Nail Polish Nude Rose", "Velvet Lacquer", "Nail care", "retail", "ml", 12, 310, 1290],
  ["Nail Polish Midnight Blue", "Velvet Lacquer", "Nail care", "retail", "ml", 12, 310, 1290],
  ["Gel Polish Ballet Pink", "Velvet Lacquer", "Nail care", "both", "ml", 10, 690, 2190],
  ["Gel Polish Cherry", "Velvet Lacquer", "Nail care", "both", "ml", 10, 690, 2190],
  // Massage & aromatherapy
  ["Sweet Almond Massage Oil", "Oleum Naturals", "Massage & aromatherapy", "both", "ml", 500, 990, 2990],
  ["Arnica Sports Oil", "Oleum Naturals", "Massage & aromatherapy", "both", "ml", 250, 890, 2790],
  ["Jojoba Oil", "Oleum Naturals", "Massage & aromatherapy", "retail", "ml", 100, 790, 2290],
  ["Neutral Massage Oil Refill", "Oleum Naturals", "Massage & aromatherapy", "professional", "ml", 5000, 4800, null],
  ["Hot Stone Oil", "Oleum Naturals", "Massage & aromatherapy", "professional", "ml", 1000, 2600, null],
  ["Lavender Essential Oil", "Pure Ritual", "Massage & aromatherapy", "retail", "ml", 10, 380, 1290],
  ["Eucalyptus Essential Oil", "Pure Ritual", "Massage & aromatherapy", "retail", "ml", 10, 360, 1290],
  ["Relaxing Bath Salts", "Pure Ritual", "Massage & aromatherapy", "retail", "g", 500, 690, 1990],
  ["Aroma Diffuser", "Pure Ritual", "Massage & aromatherapy", "retail", "pcs", 1, 1900, 4990],
  ["Amber Scented Candle", "Pure Ritual", "Massage & aromatherapy", "retail", "g", 200, 850, 2490],
  // Sun care
  ["Sun Fluid SPF 50", "SunVeil", "Sun care", "retail", "ml", 50, 890, 2690],
  ["Sun Lotion SPF 30", "SunVeil", "Sun care", "retail", "ml", 200, 990, 2890],
  ["After-Sun Gel", "SunVeil", "Sun care", "retail", "ml", 200, 690, 1990],
  ["Kids Sun Milk SPF 50", "SunVeil", "Sun care", "retail", "ml", 150, 850, 2490],
  ["Tinted Sun Shield SPF 50", "Lumina Skin", "Sun care", "retail", "ml", 40, 1190, 3490],
  ["Lip Balm SPF 15", "Lumina Skin", "Sun care", "retail", "g", 4.5, 250, 890],
  // Accessories
  ["Bamboo Face Cloths", "Pure Ritual", "Accessories", "retail", "pcs", 3, 290, 990],
  ["Konjac Sponge", "Pure Ritual", "Accessories", "retail", "pcs", 1, 240, 890],
  ["Dry Body Brush", "Pure Ritual", "Accessories", "retail", "pcs", 1, 590, 1690],
  ["Silk Sleep Mask", "Pure Ritual", "Accessories", "retail", "pcs", 1, 790, 2490],
  ["Waffle Spa Robe", "Pure Ritual", "Accessories", "both", "pcs", 1, 2200, 5900],
  ["Disposable Slippers", "Pure Ritual", "Accessories", "professional", "pcs", 50, 1500, null],
];

/** A valid EAN-13 from its first 12 digits. */
export function ean13(first12: string): string {
  const sum = [...first12].reduce(
    (s, d, i) => s + Number(d) * (i % 2 ? 3 : 1),
    0,
  );
  return first12 + String((10 - (sum % 10)) % 10);
}

export type Products = (name: string) => { id: number };

/** Six categories, eight brands, four suppliers and 60 products with barcodes. */
export async function seedProducts(ctx: SeedContext): Promise<Products> {
  const { tx, merchantId: merchant_id } = ctx;
  const rng = ctx.rng.fork("products");

  const cats = await tx
    .insert(productCategories)
    .values(
      stamped(
        ctx,
        productCategories,
        PRODUCT_CATEGORIES.map((name, i) => ({
          merchant_id,
          name,
          sort_order: i + 1,
        })),
      ),
    )
    .returning({ id: productCategories.id, name: productCategories.name });
  const cat = indexBy(cats, "name");

  const brandRows = await tx
    .insert(brands)
    .values(
      stamped(
        ctx,
        brands,
        BRANDS.map((b) => ({ merchant_id, name: b.name })),
      ),
    )
    .returning({ id: brands.id, name: brands.name });
  const brand = indexBy(brandRows, "name");

  const supplierRows = await tx
    .insert(suppliers)
    .values(
      await withPhones(
        stamped(
          ctx,
          suppliers,
          SUPPLIERS.map((s) => ({ merchant_id, ...s })),
        ),
        ["mobile", "phone"],
        DEMO_BUSINESS.country_code,
      ),
    )
    .returning({ id: suppliers.id, name: suppliers.name });
  const supplier = indexBy(supplierRows, "name");
  const brandDef = new Map(BRANDS.map((b) => [b.name, b]));

  // Austrian GS1 prefix 90 + a company number per brand + a random item number.
  const barcodes = new Set<string>();
  const skuCount = new Map<string, number>();
  const rows = PRODUCTS.map(
    ([name, brandName, category, usage, unit, amount, supply, retail]) => {
      const b = brandDef.get(brandName)!;
      let barcode: string;
      do
        barcode = ean13(`90${String(BRANDS.indexOf(b) + 11)}4${rng.digits(7)}`);
      while (barcodes.has(barcode));
      barcodes.add(barcode);
      const n = (skuCount.get(b.sku) ?? 0) + 1;
      skuCount.set(b.sku, n);
      const professional = usage === "professional";
      return {
        merchant_id,
        name: `${brandName} ${name}`,
        barcode,
        sku: `${b.sku}-${String(1000 + n * 7)}`,
        brand_id: brand(brandName).id,
        category_id: cat(category).id,
        supplier_id: supplier(b.supplier).id,
        usage_type: usage,
        measure_unit: unit,
        measure_amount: String(amount),
        supply_price: supply,
        retail_price: retail,
        retail_sales_enabled: !professional,
        commission_enabled: !professional,
        tax_rate_id: null,
        track_stock: true,
        low_stock_level: professional ? rng.int(1, 2) : rng.int(3, 6),
        reorder_quantity: professional
          ? rng.int(2, 4)
          : rng.pick([6, 12, 12, 24]),
      };
    },
  );
  const inserted = await tx
    .insert(products)
    .values(stamped(ctx, products, rows))
    .returning({ id: products.id, name: products.name });
  const byName = indexBy(inserted, "name");
  return (name: string) => byName(name);
}
