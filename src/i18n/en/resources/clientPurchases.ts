/** English texts of a client's vouchers and memberships tabs, merged into `resources.clients`. */
export default {
  memberships: {
    statuses: {
      pending: "Pending",
    },
  },
  purchases: {
    no_vouchers_access:
      "Vouchers are shown to people who may open issued vouchers.",
  },
};
