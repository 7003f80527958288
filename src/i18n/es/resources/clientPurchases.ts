/** Spanish texts of a client's vouchers and memberships tabs, merged into `resources.clients`. */
export default {
  memberships: {
    statuses: {
      pending: "Pendiente",
    },
  },
  purchases: {
    no_vouchers_access:
      "Los bonos se muestran a quien puede abrir los bonos emitidos.",
  },
};
