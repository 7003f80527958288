/** Arabic texts of a client's vouchers and memberships tabs, merged into `resources.clients`. */
export default {
  memberships: {
    statuses: {
      pending: "قيد الانتظار",
    },
  },
  purchases: {
    no_vouchers_access: "تظهر القسائم لمن يُسمح لهم بفتح القسائم الصادرة.",
  },
};
