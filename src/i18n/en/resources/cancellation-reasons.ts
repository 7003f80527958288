/** English texts of the cancellation reasons (`resources.cancellation-reasons`). */
export default {
  name: "Cancellation reason |||| Cancellation reasons",
  empty: {
    title: "No cancellation reasons yet",
    invite:
      "Add the reasons clients give when they cancel, to see why bookings are lost.",
  },
  fields: {
    id: "Id",
    name: "Reason",
    initiated_by: "Cancelled by",
    sort_order: "Order",
    archived_at: "Archived",
    created_at: "Created",
    updated_at: "Updated",
  },
  filters: {
    archived: "Archived only",
    initiated_by: "Cancelled by",
  },
  initiators: {
    client: "The client",
    business: "The business",
    any: "Either",
  },
  actions: {
    move_up: "Move up",
    move_down: "Move down",
  },
  notifications: {
    order_help:
      "Reasons are offered in this order when an appointment is cancelled. Sort by order to move them.",
  },
};
