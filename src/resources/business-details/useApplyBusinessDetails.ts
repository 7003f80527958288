import { useCallback } from "react";
import { useGetIdentity, type RaRecord } from "react-admin";
import { storeBusinessDetails } from "../../providers/currentUser";

/**
 * After a save: the signed-in session takes the stored business name,
 * currency, country and logo (money fields follow at once, a reload keeps them), and
 * the identity the top bar shows is fetched again from the authProvider.
 */
export const useApplyBusinessDetails = () => {
  const { refetch } = useGetIdentity();
  return useCallback(
    async (record: RaRecord) => {
      storeBusinessDetails({
        business_name: record.business_name,
        currency_code: record.currency_code,
        country_code: record.country_code,
        logo_path: record.logo_path ?? null,
      });
      await refetch();
    },
    [refetch],
  );
};
