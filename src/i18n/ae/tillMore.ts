/** Arabic texts the till gained after issue 22's first round (`resources.checkout`). */
export default {
  resources: {
    checkout: {
      performed_by: "نفّذها",
      performed_by_required: "اختر من نفّذ هذه الخدمة.",
    },
  },
};
