/** Spanish texts the till gained after issue 22's first round (`resources.checkout`). */
export default {
  resources: {
    checkout: {
      performed_by: "Realizado por",
      performed_by_required: "Elige quién realizó este servicio.",
    },
  },
};
