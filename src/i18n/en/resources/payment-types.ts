/** English texts of the payment-types screens (`resources.payment-types`). */
const paymentTypes = {
  name: "Payment type |||| Payment types",
  fields: {
    name: "Name",
    kind: "Kind",
    is_system: "Built-in",
    sort_order: "Order",
    archived_at: "Archived",
  },
  kinds: {
    cash: "Cash",
    card: "Card",
    voucher: "Voucher",
    other: "Other",
  },
  system_locked:
    "This is a built-in payment type: its name and kind cannot change and it cannot be deleted. You can still move it in the list.",
  move_up: "Move %{name} up",
  move_down: "Move %{name} down",
  reorder_failed: "The order could not be saved. Please try again.",
  empty: {
    title: "No payment types yet",
    invite: "Add the ways your clients pay besides cash, card and vouchers.",
  },
};

export default paymentTypes;
