import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdjustStockDialog } from "../../../../src/resources/stock-levels/AdjustStockDialog";
import {
  adjustmentBeyondLimits,
  adjustmentPayload,
  historyUrl,
  onHandAfter,
  type StockLevel,
} from "../../../../src/resources/stock-levels/stockLevelModel";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const level: StockLevel = {
  id: "3-1",
  product_id: 3,
  product_name: "Argan oil",
  location_id: 1,
  location_name: "Main studio",
  on_hand: 10,
  status: "ok",
  avg_cost: 450,
  value_at_cost: 4500,
};

const renderDialog = () => {
  const create = vi.fn(async (_r: string, { data }: { data: object }) => ({
    data: { id: 77, quantity_after: 7, ...data },
  }));
  const onClose = vi.fn();
  renderWithAdmin(<AdjustStockDialog level={level} onClose={onClose} />, {
    dataProvider: { create } as never,
  });
  return { create, onClose };
};

describe("AdjustStockDialog", () => {
  it("posts a decrease with its quantity and trimmed reason, then closes", async () => {
    const { create, onClose } = renderDialog();
    const user = userEvent.setup();
    expect(
      await screen.findByRole("dialog", {
        name: "Adjust stock: Argan oil at Main studio",
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText("Adjustment *"));
    await user.click(await screen.findByRole("option", { name: "Decrease" }));
    await user.type(screen.getByLabelText("Quantity *"), "3");
    expect(screen.getByText("On hand after saving: 7")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Reason *"), "  Broken bottle ");
    await user.click(screen.getByRole("button", { name: "Adjust stock" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [resource, { data }] = create.mock.calls[0];
    expect(resource).toBe("stock-adjustments");
    expect(data).toEqual({
      product_id: 3,
      location_id: 1,
      type: "adjust_decrease",
      quantity: 3,
      reason: "Broken bottle",
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("refuses to save without a reason or with a quantity of 0", async () => {
    const { create } = renderDialog();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Quantity *"), "0");
    await user.click(screen.getByRole("button", { name: "Adjust stock" }));
    expect(
      await screen.findByText("Give a reason for the adjustment"),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Enter a whole number above 0"),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
  it("shows the server's caps before saving: quantity, value and stock on hand", async () => {
    const { create } = renderDialog();
    const user = userEvent.setup();
    const quantity = await screen.findByLabelText("Quantity *");
    await user.type(quantity, "1000001");
    await user.type(screen.getByLabelText("Reason *"), "Delivery");
    const save = screen.getByRole("button", { name: "Adjust stock" });
    await user.click(save);
    expect(
      await screen.findByText("Enter at most 1,000,000 units."),
    ).toBeInTheDocument();
    // On hand 10 + 1,000,000 passes ±1,000,000.
    await user.clear(quantity);
    await user.type(quantity, "1000000");
    await user.click(save);
    expect(
      await screen.findByText(
        "This would bring the stock on hand beyond ±1,000,000 units.",
      ),
    ).toBeInTheDocument();
    // 999,990 × €2,000,000.00 ≈ €2 trillion: past the amount cap.
    await user.clear(quantity);
    await user.type(quantity, "999990");
    await user.type(screen.getByLabelText("Unit cost"), "2000000");
    await user.click(save);
    expect(
      await screen.findByText(
        "This comes to more than €10,000,000,000.00, the largest amount allowed. Check the quantities and amounts.",
      ),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});

describe("stockLevelModel", () => {
  it("finds what of an adjustment passes the caps", () => {
    const at = { on_hand: 10, avg_cost: 10_000_000 };
    expect(
      adjustmentBeyondLimits(at, { type: "adjust_increase", quantity: 5 }),
    ).toBeUndefined();
    expect(
      adjustmentBeyondLimits(at, {
        type: "adjust_increase",
        quantity: 999_990,
        unit_cost: 1_000_000,
      }),
    ).toBeUndefined();
    expect(
      adjustmentBeyondLimits(at, {
        type: "adjust_increase",
        quantity: 999_990,
        unit_cost: 1_000_011,
      }),
    ).toEqual({ field: "unit_cost", why: "value" });
    // A decrease is valued at the average: 100,001 × 10,000,000 > 10^12.
    expect(
      adjustmentBeyondLimits(
        { on_hand: 0, avg_cost: 10_000_000 },
        { type: "adjust_decrease", quantity: 100_001 },
      ),
    ).toEqual({ field: "quantity", why: "value" });
    expect(
      adjustmentBeyondLimits(
        { on_hand: -999_999, avg_cost: 0 },
        { type: "internal_use", quantity: 2 },
      ),
    ).toEqual({ field: "quantity", why: "on_hand" });
  });

  it("sends a unit cost only with an increase", () => {
    expect(
      adjustmentPayload(level, {
        type: "adjust_increase",
        quantity: "2",
        reason: "Found",
        unit_cost: 500,
      }),
    ).toMatchObject({ quantity: 2, unit_cost: 500 });
    expect(
      adjustmentPayload(level, {
        type: "internal_use",
        quantity: 2,
        reason: "Salon use",
        unit_cost: 500,
      }),
    ).not.toHaveProperty("unit_cost");
  });

  it("computes on hand after the change, and nothing for a bad quantity", () => {
    expect(onHandAfter(10, { type: "adjust_increase", quantity: 4 })).toBe(14);
    expect(onHandAfter(1, { type: "internal_use", quantity: 3 })).toBe(-2);
    expect(onHandAfter(1, { type: "internal_use", quantity: 1.5 })).toBeNull();
  });

  it("opens the product's history at its location, newest first", () => {
    const url = new URL(historyUrl(level), "http://x");
    expect(url.pathname).toBe("/stock-movements");
    expect(JSON.parse(url.searchParams.get("filter") ?? "")).toEqual({
      product_id: 3,
      location_id: 1,
    });
    expect(url.searchParams.get("sort")).toBe("occurred_at");
    expect(url.searchParams.get("order")).toBe("DESC");
  });
});
