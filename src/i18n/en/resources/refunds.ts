/** English texts of the refunds list (`resources.refunds`). */
export default {
  name: "Refund |||| Refunds",
  empty: {
    title: "No refunds yet",
    invite: "Refunds given from a sale's page appear here.",
  },
  fields: {
    refund_number: "Refund",
    refund_at: "Date",
    original_sale_id: "Sale",
    client: "Client",
    location_id: "Location",
    total: "Amount",
    methods: "Refunded to",
  },
  filters: {
    from: "From",
    to: "To",
    location_id: "Location",
  },
};
