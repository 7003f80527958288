/** Russian texts the till gained after issue 22's first round (`resources.checkout`). */
export default {
  resources: {
    checkout: {
      performed_by: "Выполнил(а)",
      performed_by_required: "Выберите, кто выполнил эту услугу.",
    },
  },
};
