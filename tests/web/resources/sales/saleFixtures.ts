import type { Sale, SaleItem } from "../../../../src/resources/sales/saleModel";

const item = (over: Partial<SaleItem>): SaleItem => ({
  id: 1,
  sale_id: 7,
  position: 0,
  item_type: "service",
  name_snapshot: "Massage",
  quantity: 1,
  unit_price: 5000,
  gross_amount: 5000,
  discount_amount: 0,
  net_amount: 4167,
  tax_amount: 833,
  total_amount: 5000,
  tax_rate_pct: "20.0000",
  refunded_quantity: 0,
  refunded_amount: 0,
  ...over,
});

/**
 * A part-paid sale (as `GET sales/:id/receipt` answers it): a massage with
 * a 5.00 discount and two bottles of argan oil at 12.99, 20 % tax included;
 * 50.00 paid by card with a 5.00 tip; 30.98 still due.
 */
export const partPaidSale = (over: Partial<Sale> = {}): Sale => ({
  id: 7,
  invoice_number: "INV-0042",
  location_id: 1,
  client_id: 12,
  channel: "in_store",
  sale_at: "2026-11-20T10:00:00.000Z",
  status: "part_paid",
  subtotal: 8598,
  discount_total: 500,
  tax_total: 1350,
  total: 8098,
  tip_total: 500,
  amount_paid: 5000,
  balance_due: 3098,
  items: [
    item({
      id: 11,
      unit_price: 5000,
      gross_amount: 5000,
      discount_amount: 500,
      net_amount: 3750,
      tax_amount: 750,
      total_amount: 4500,
      team_member_id: 4,
    }),
    item({
      id: 12,
      position: 1,
      item_type: "product",
      name_snapshot: "Argan oil",
      quantity: 2,
      unit_price: 1299,
      gross_amount: 2598,
      net_amount: 2165,
      tax_amount: 433,
      total_amount: 2598,
    }),
  ],
  client: {
    id: 12,
    first_name: "Ana",
    last_name: "Silva",
    email: "ana@example.com",
    mobile: "+447400123456",
  },
  team_member_ids: [4],
  refunded_total: 0,
  payments: [
    {
      id: 1,
      payment_type_id: 2,
      payment_type_name: "Card",
      payment_kind: "card",
      kind: "payment",
      amount: 5500,
      tip_amount: 500,
      voucher_code: null,
      paid_at: "2026-11-20T10:01:00.000Z",
    },
  ],
  tips: [{ id: 1, amount: 500, team_member_id: 4 }],
  refunds: [],
  ...over,
});

export const paymentTypes = [
  { id: 1, name: "Cash", kind: "cash" },
  { id: 2, name: "Card", kind: "card" },
  { id: 3, name: "Voucher", kind: "voucher" },
];
