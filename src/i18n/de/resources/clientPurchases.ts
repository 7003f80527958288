/** German texts of a client's vouchers and memberships tabs, merged into `resources.clients`. */
export default {
  memberships: {
    statuses: {
      pending: "Ausstehend",
    },
  },
  purchases: {
    no_vouchers_access:
      "Gutscheine sehen nur Personen, die ausgegebene Gutscheine öffnen dürfen.",
  },
};
