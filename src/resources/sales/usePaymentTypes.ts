import { useGetList } from "react-admin";
import type { PaymentTypeOption } from "./paymentModel";

/** The business's payment types as the till picks them (any signed-in staff may read the options list). */
export const usePaymentTypes = () => {
  const { data = [], isPending } = useGetList<PaymentTypeOption>(
    "payment-types",
    {
      pagination: { page: 1, perPage: 100 },
      sort: { field: "id", order: "ASC" },
      meta: { options: true },
    },
  );
  return { types: data, isPending };
};
