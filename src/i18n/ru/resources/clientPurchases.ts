/** Russian texts of a client's vouchers and memberships tabs, merged into `resources.clients`. */
export default {
  memberships: {
    statuses: {
      pending: "Ожидает оплаты",
    },
  },
  purchases: {
    no_vouchers_access:
      "Сертификаты видят те, кому доступны выданные сертификаты.",
  },
};
