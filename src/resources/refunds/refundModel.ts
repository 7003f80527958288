/** A refund as the refunds list reads it (docs/checkout-api.md `GET refunds`). */
export interface Refund {
  id: number;
  refund_number: string;
  original_sale_id: number;
  invoice_number: string;
  location_id: number;
  refund_at: string;
  reason?: string | null;
  processed_by?: number | null;
  tip_refund_amount: number;
  total: number;
  client: { id: number; first_name: string; last_name: string | null } | null;
  methods: string[];
  items: {
    id: number;
    sale_item_id: number;
    name_snapshot: string;
    quantity: number;
    total_amount: number;
    restock?: boolean;
  }[];
}
