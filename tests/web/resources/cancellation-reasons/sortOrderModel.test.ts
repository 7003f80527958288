import { describe, expect, it } from "vitest";
import { reorder } from "../../../../src/resources/cancellation-reasons/sortOrderModel";

describe("reorder", () => {
  const rows = [
    { id: 1, sort_order: 0 },
    { id: 2, sort_order: 1 },
    { id: 3, sort_order: 2 },
  ];

  it("swaps a row with its neighbour and saves only the changed numbers", () => {
    expect(reorder(rows, 2, -1)).toEqual([
      { id: 3, sort_order: 1 },
      { id: 2, sort_order: 2 },
    ]);
  });

  it("renumbers rows that shared a number, from the page's first position", () => {
    const same = rows.map((r) => ({ ...r, sort_order: 0 }));
    expect(reorder(same, 0, 1, 25)).toEqual([
      { id: 2, sort_order: 25 },
      { id: 1, sort_order: 26 },
      { id: 3, sort_order: 27 },
    ]);
  });

  it("does nothing past either end", () => {
    expect(reorder(rows, 0, -1)).toEqual([]);
    expect(reorder(rows, 2, 1)).toEqual([]);
  });
});
