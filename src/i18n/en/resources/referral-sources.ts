/** English texts of the referral sources (`resources.referral-sources`). */
export default {
  name: "Referral source |||| Referral sources",
  empty: {
    title: "No referral sources yet",
    invite:
      "Add the ways clients find you, such as your website or a recommendation.",
  },
  fields: {
    id: "Id",
    name: "Name",
    sort_order: "Order",
    is_default: "Default for new clients",
    archived_at: "Archived",
    created_at: "Created",
    updated_at: "Updated",
  },
  filters: {
    archived: "Archived only",
    is_default: "Default",
  },
  actions: {
    move_up: "Move up",
    move_down: "Move down",
  },
  notifications: {
    default_help:
      "Only one source can be the default; choosing this one replaces the previous default.",
  },
};
