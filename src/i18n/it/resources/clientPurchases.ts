/** Italian texts of a client's vouchers and memberships tabs, merged into `resources.clients`. */
export default {
  memberships: {
    statuses: {
      pending: "In attesa",
    },
  },
  purchases: {
    no_vouchers_access:
      "I buoni sono visibili a chi può aprire i buoni emessi.",
  },
};
