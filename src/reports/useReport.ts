import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import type { AppDataProvider } from "../providers/dataProvider";
import type { ReportScreenDef } from "./reportList";
import { apiQuery, type ReportParams } from "./reportQuery";
import type { ReportAnswer } from "./reportTypes";

/**
 * The report's answer for the screen's state: `GET <prefix>reports/<name>`
 * (merchant/ for the owner, none for staff, through the data provider).
 * The previous answer stays on screen while a new one loads; a refused
 * query shows the server's message as every call does (SPEC §8).
 */
export const useReport = (def: ReportScreenDef, params: ReportParams) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = apiQuery(def, params);
  return useQuery({
    queryKey: ["reports", def.path, query],
    queryFn: () =>
      dataProvider.getJson<ReportAnswer>("reports", {
        path: def.name,
        query,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
};
