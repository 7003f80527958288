import { useQuery } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import type { AppDataProvider } from "../../providers/dataProvider";
import type { Sale } from "./saleModel";

/** The receipt of a sale (`GET sales/:id/receipt`): the calendar (2) and the sales history (8) may read it. */
export const useReceipt = (id: string | undefined) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ["sales", "receipt", id],
    queryFn: () =>
      dataProvider.getJson<Sale>("sales", { path: `${id}/receipt` }),
    enabled: !!id,
  });
};
