import { useQuery } from "@tanstack/react-query";
import {
  useDataProvider,
  type DataProvider,
  type RaRecord,
  type SortPayload,
} from "react-admin";

/** The server's largest page (the list contract clamps `range` to 100 rows). */
export const PAGE_SIZE = 100;
/** Pages read at once while reading a whole list. */
const AT_ONCE = 4;

export interface GetAllParams {
  sort?: SortPayload;
  filter?: Record<string, unknown>;
  meta?: Record<string, unknown>;
}

/**
 * Every row of a list, however many: the first page says the total
 * (Content-Range) and the others are read after it, so no screen works on
 * the first 100 rows thinking they are all (issue 23: "any client of a
 * capped list reads the total").
 */
export async function getAll<T extends RaRecord>(
  dataProvider: DataProvider,
  resource: string,
  { sort = { field: "id", order: "ASC" }, filter = {}, meta }: GetAllParams,
): Promise<{ data: T[]; total: number }> {
  const page = (n: number) =>
    dataProvider.getList<T>(resource, {
      pagination: { page: n, perPage: PAGE_SIZE },
      sort,
      filter,
      meta,
    });
  const first = await page(1);
  const total = first.total ?? first.data.length;
  const pages = Math.ceil(total / PAGE_SIZE);
  const data = [...first.data];
  for (let n = 2; n <= pages; n += AT_ONCE) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(AT_ONCE, pages - n + 1) }, (_, i) =>
        page(n + i),
      ),
    );
    for (const b of batch) data.push(...b.data);
  }
  return { data, total };
}

/**
 * useGetList for every row of a list (see getAll). Its query key starts as
 * react-admin's own ([resource, "getList", …]), so a create, update or
 * delete of the resource refreshes it as it refreshes the lists.
 */
export const useGetAll = <T extends RaRecord>(
  resource: string,
  params: GetAllParams = {},
  options: { enabled?: boolean; staleTime?: number; retry?: boolean } = {},
) => {
  const dataProvider = useDataProvider();
  const query = useQuery({
    queryKey: [resource, "getList", { all: true, ...params }],
    queryFn: () => getAll<T>(dataProvider, resource, params),
    ...options,
  });
  return { ...query, data: query.data?.data, total: query.data?.total };
};
