import { describe, expect, it, vi } from "vitest";
import type { DataProvider } from "react-admin";
import { getAll, PAGE_SIZE } from "../../../../src/components/lists/useGetAll";

/**
 * A list the server pages at 100 rows (the list contract) is read whole
 * (issue 23: "any client of a capped list reads the total"): the first page
 * says the total, the rest are read after it, nothing dropped or repeated.
 */
const server = (rows: number) => {
  const all = Array.from({ length: rows }, (_, i) => ({ id: i + 1 }));
  return vi.fn(
    async (
      _resource: string,
      p: { pagination: { page: number; perPage: number } },
    ) => {
      // Never more than the server's largest page, whatever is asked.
      const size = Math.min(p.pagination.perPage, PAGE_SIZE);
      const from = (p.pagination.page - 1) * size;
      return { data: all.slice(from, from + size), total: rows };
    },
  );
};

describe("reading a whole list", () => {
  it.each([0, 1, 100, 101, 250, 1_001])(
    "reads all of %i rows, once each",
    async (rows) => {
      const getList = server(rows);
      const { data, total } = await getAll(
        { getList } as unknown as DataProvider,
        "appointments",
        { sort: { field: "start_at", order: "ASC" }, filter: { q: "x" } },
      );
      expect(total).toBe(rows);
      expect(data.map((r) => r.id)).toEqual(
        Array.from({ length: rows }, (_, i) => i + 1),
      );
      expect(getList).toHaveBeenCalledTimes(
        Math.max(1, Math.ceil(rows / PAGE_SIZE)),
      );
      expect(getList).toHaveBeenCalledWith("appointments", {
        pagination: { page: 1, perPage: PAGE_SIZE },
        sort: { field: "start_at", order: "ASC" },
        filter: { q: "x" },
        meta: undefined,
      });
    },
  );
});
