/** Italian texts the till gained after issue 22's first round (`resources.checkout`). */
export default {
  resources: {
    checkout: {
      performed_by: "Eseguito da",
      performed_by_required: "Scegli chi ha eseguito questo servizio.",
    },
  },
};
