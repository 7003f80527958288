import { useCanAccess, useGetList } from "react-admin";

export interface PricingChoice {
  id: number;
  name: string | null;
  duration_minutes: number;
  price: number;
}

export interface ServiceChoice {
  id: number;
  name: string;
  pricing_options?: PricingChoice[];
}

const ALL = { page: 1, perPage: 500 };

/**
 * Services to book: with their pricing options for users who may read
 * services; the id-and-name options list otherwise (the server then uses
 * the service's only option and its duration and price).
 */
export const useServiceChoices = (): ServiceChoice[] => {
  const { canAccess } = useCanAccess({ resource: "services", action: "list" });
  const full = useGetList<ServiceChoice>(
    "services",
    { pagination: ALL, sort: { field: "name", order: "ASC" } },
    { enabled: canAccess === true },
  );
  const options = useGetList<ServiceChoice>(
    "services",
    { pagination: ALL, meta: { options: true } },
    { enabled: canAccess === false },
  );
  return (canAccess ? full.data : options.data) ?? [];
};
