export interface Ordered {
  id: number;
  sort_order: number;
}

/**
 * The saves that move `rows[index]` by `delta` places: the rows are numbered
 * from `base` in their new order, and only changed numbers are returned.
 */
export const reorder = (
  rows: readonly Ordered[],
  index: number,
  delta: number,
  base = 0,
) => {
  const target = index + delta;
  if (index < 0 || target < 0 || target >= rows.length) return [];
  const order = [...rows];
  [order[index], order[target]] = [order[target], order[index]];
  return order
    .map((row, i) => ({
      id: row.id,
      sort_order: base + i,
      before: row.sort_order,
    }))
    .filter((row) => row.sort_order !== row.before)
    .map(({ id, sort_order }) => ({ id, sort_order }));
};
