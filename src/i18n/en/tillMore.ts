/** English texts the till gained after issue 22's first round (`resources.checkout`). */
export default {
  resources: {
    checkout: {
      performed_by: "Performed by",
      performed_by_required: "Choose who performed this service.",
    },
  },
};
