import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { HttpError, useDataProvider } from "react-admin";
import type { DealRule } from "../../server/src/shared/money";
import type { AppDataProvider } from "../providers/dataProvider";

/** How long typing pauses before the code is looked up (ms). */
const PAUSE = 300;

/**
 * The deal a typed promotion code names, matched by the server
 * (`GET sales/deal-code`, docs/checkout-api.md): the catalogue carries no
 * codes for staff who may not open promotions. `refusal` is the server's
 * sentence (no such code, ended, not offered here), null while none.
 */
export function useDealCode(code: string, locationId: number | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [asked, setAsked] = useState(code.trim());
  useEffect(() => {
    const timer = setTimeout(() => setAsked(code.trim()), PAUSE);
    return () => clearTimeout(timer);
  }, [code]);
  const enabled = !!asked && locationId !== undefined;
  const lookup = useQuery({
    queryKey: ["sales", "deal-code", locationId ?? null, asked.toLowerCase()],
    queryFn: () =>
      dataProvider.getJson<DealRule>("sales", {
        path: "deal-code",
        query: { code: asked, location_id: locationId },
        silent: true,
      }),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const settled = enabled && asked === code.trim() && !lookup.isFetching;
  const error = lookup.error;
  const refusal =
    settled && error
      ? error instanceof HttpError
        ? ((error.body as { errors?: Record<string, string> } | null)?.errors
            ?.code ?? error.message)
        : error.message
      : null;
  return {
    deal: enabled && !error ? (lookup.data ?? null) : null,
    /** The lookup of the code now typed has answered. */
    settled,
    refusal,
  };
}
