/** German texts the till gained after issue 22's first round (`resources.checkout`). */
export default {
  resources: {
    checkout: {
      performed_by: "Durchgeführt von",
      performed_by_required: "Wählen Sie, wer diese Leistung erbracht hat.",
    },
  },
};
