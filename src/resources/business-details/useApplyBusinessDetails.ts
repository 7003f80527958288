import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useGetIdentity, type RaRecord } from "react-admin";
import { storeBusinessDetails } from "../../providers/currentUser";

/**
 * After a save: the signed-in session takes the stored business name,
 * currency, country and logo (money fields follow at once, a reload keeps them), and
 * the identity the top bar shows is fetched again from the authProvider;
 * locations are read again (those that had the old country or time zone
 * follow a change of them on the server).
 */
export const useApplyBusinessDetails = () => {
  const { refetch } = useGetIdentity();
  const queryClient = useQueryClient();
  return useCallback(
    async (record: RaRecord) => {
      storeBusinessDetails({
        business_name: record.business_name,
        currency_code: record.currency_code,
        country_code: record.country_code,
        logo_path: record.logo_path ?? null,
      });
      void queryClient.invalidateQueries({ queryKey: ["locations"] });
      await refetch();
    },
    [refetch, queryClient],
  );
};
