import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StockTakeCount } from "../../../../src/resources/stock-takes/StockTakeCount";
import {
  changedLines,
  countsOf,
  findLine,
  transformStockTake,
  validateStockTake,
  type StockTake,
  type StockTakeLine,
} from "../../../../src/resources/stock-takes/stockTakeModel";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const line = (over: Partial<StockTakeLine>): StockTakeLine => ({
  id: 1,
  product_id: 1,
  product_name: "Argan oil",
  sku: "ARG-250",
  barcode: "5012345678900",
  expected_qty: 10,
  counted_qty: null,
  difference: null,
  unit_cost: 450,
  cost_difference: null,
  moved_since_snapshot: false,
  ...over,
});

const take: StockTake = {
  id: 4,
  reference: "ST-000004",
  location_id: 1,
  location_name: "Main studio",
  scope: "all",
  status: "in_progress",
  started_at: "2026-11-25T09:00:00Z",
  counted_lines: 0,
  total_lines: 2,
  variance_units: 0,
  variance_cost: 0,
  lines: [
    line({}),
    line({
      id: 2,
      product_id: 2,
      product_name: "Clay mask",
      sku: "CLAY-1",
      barcode: "4000000000017",
      expected_qty: 3,
    }),
  ],
};

describe("StockTakeCount", () => {
  it("scan → Enter → count → Enter saves the line and returns to the scan box", async () => {
    const update = vi.fn(
      async (_r: string, { data }: { data: { lines: object[] } }) => ({
        data: { ...take, ...data, lines: take.lines },
      }),
    );
    renderWithAdmin(<StockTakeCount take={take} />, {
      dataProvider: { update } as never,
    });
    const user = userEvent.setup();
    const scanBox = await screen.findByLabelText("Scan or type barcode / SKU");
    expect(scanBox).toHaveFocus();
    await user.type(scanBox, "4000000000017{Enter}");
    const clay = screen.getByLabelText("Counted: Clay mask");
    expect(clay).toHaveFocus();
    expect(
      screen.getByText("Clay mask: type the count, then Enter"),
    ).toBeInTheDocument();
    await user.type(clay, "5");
    expect(screen.getByText("+2")).toBeInTheDocument();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][0]).toBe("stock-takes");
    expect(update.mock.calls[0][1]).toMatchObject({
      id: 4,
      data: { lines: [{ id: 2, counted_qty: 5 }] },
    });
    await waitFor(() => expect(scanBox).toHaveFocus());
    expect(scanBox).toHaveValue("");
  });

  it("says so when no line matches, and finds a line by SKU in any case", async () => {
    renderWithAdmin(<StockTakeCount take={take} />, {
      dataProvider: { update: vi.fn() } as never,
    });
    const user = userEvent.setup();
    const scanBox = await screen.findByLabelText("Scan or type barcode / SKU");
    await user.type(scanBox, "nope{Enter}");
    expect(
      screen.getByText("No line of this stock take matches “nope”"),
    ).toBeInTheDocument();
    expect(scanBox).toHaveFocus();
    await user.clear(scanBox);
    await user.type(scanBox, "arg-250{Enter}");
    const argan = screen.getByLabelText("Counted: Argan oil");
    expect(argan).toHaveFocus();
    // A count past the server's cap says so at once and is not sent.
    await user.type(argan, "1000001");
    expect(
      screen.getByText("Enter at most 1,000,000 units."),
    ).toBeInTheDocument();
  });
});

describe("stockTakeModel", () => {
  it("finds a line by barcode, SKU, or a name only one line has", () => {
    expect(findLine(take.lines, " 5012345678900 ")?.id).toBe(1);
    expect(findLine(take.lines, "clay-1")?.id).toBe(2);
    expect(findLine(take.lines, "mask")?.id).toBe(2);
    expect(findLine(take.lines, "a")).toBeUndefined();
    expect(findLine(take.lines, "")).toBeUndefined();
  });

  it("sends only the lines whose count changed; blank clears a count", () => {
    const lines = [
      line({ counted_qty: 4 }),
      line({ id: 2, counted_qty: null }),
    ];
    const counts = { ...countsOf(lines), 1: "", 2: "7" };
    expect(changedLines(lines, counts)).toEqual([
      { id: 1, counted_qty: null },
      { id: 2, counted_qty: 7 },
    ]);
    expect(changedLines(lines, { 1: "4", 2: "x" })).toEqual([]);
    expect(changedLines(lines, { 1: "4", 2: "1000001" })).toEqual([]);
    expect(changedLines(lines, { 1: "4", 2: "1000000" })).toEqual([
      { id: 2, counted_qty: 1_000_000 },
    ]);
  });

  it("sends scope ids only for a scope that has them", () => {
    expect(
      transformStockTake({ location_id: 1, scope: "all", scope_ids: [3] }),
    ).toEqual({ location_id: 1, scope: "all" });
    expect(
      transformStockTake({
        location_id: 1,
        scope: "brand",
        scope_ids: [3],
        notes: " Q4 ",
      }),
    ).toEqual({ location_id: 1, scope: "brand", scope_ids: [3], notes: "Q4" });
    expect(validateStockTake({ scope: "category", scope_ids: [] })).toEqual({
      scope_ids: "resources.stock-takes.validation.scope_ids",
    });
  });
});
