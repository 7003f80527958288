import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError } from "react-admin";
import { ReceiveDialog } from "../../../../src/resources/purchase-orders/ReceiveDialog";
import type { PurchaseOrder } from "../../../../src/resources/purchase-orders/purchaseOrderModel";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const order = {
  id: 12,
  po_number: "PO-000012",
  status: "ordered",
  supplier_id: 1,
  location_id: 1,
  order_date: "2026-11-20",
  shipping_cost: 0,
  subtotal: 0,
  tax_total: 0,
  total: 0,
  closed_short: false,
  lines: [
    {
      id: 1,
      product_id: 3,
      product_name: "Argan oil",
      quantity_ordered: 10,
      quantity_received: 4,
      outstanding: 6,
    },
    {
      id: 2,
      product_id: 4,
      product_name: "Clay mask",
      quantity_ordered: 2,
      quantity_received: 0,
      outstanding: 2,
    },
  ],
} as PurchaseOrder;

/** The screen's commands go through dataProvider.sendJson (POST <resource>/<id>/<path>). */
const renderDialog = (sendJson: ReturnType<typeof vi.fn>) => {
  const onClose = vi.fn();
  renderWithAdmin(<ReceiveDialog order={order} onClose={onClose} />, {
    dataProvider: { sendJson } as never,
  });
  return onClose;
};

describe("ReceiveDialog", () => {
  it("receives the outstanding quantities with the supplier invoice number", async () => {
    const action = vi.fn(async () => ({ ...order, status: "received" }));
    const onClose = renderDialog(action);
    const user = userEvent.setup();
    expect(await screen.findByLabelText("Arriving now: Argan oil")).toHaveValue(
      6,
    );
    expect(screen.getByLabelText("Arriving now: Clay mask")).toHaveValue(2);
    await user.type(screen.getByLabelText("Supplier invoice no."), "INV-77");
    await user.click(screen.getByRole("button", { name: "Receive" }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(action).toHaveBeenCalledWith("purchase-orders", {
      path: "12/receive",
      body: {
        lines: [
          { line_id: 1, quantity: 6 },
          { line_id: 2, quantity: 2 },
        ],
        supplier_invoice_no: "INV-77",
      },
      silent: true,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("asks before receiving more than ordered, then confirms it", async () => {
    const action = vi.fn(async (_resource: string, _params: object) => order);
    renderDialog(action);
    const user = userEvent.setup();
    const argan = await screen.findByLabelText("Arriving now: Argan oil");
    // 4 received + 999,997 would pass the server's cap of 1,000,000 a line.
    await user.clear(argan);
    await user.type(argan, "999997");
    await user.click(screen.getByRole("button", { name: "Receive" }));
    expect(
      await screen.findByText("Enter at most 1,000,000 units."),
    ).toBeInTheDocument();
    await user.clear(argan);
    await user.type(argan, "8");
    await user.click(screen.getByRole("button", { name: "Receive" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "More than ordered is arriving for: Argan oil. Receive it anyway?",
    );
    expect(action).not.toHaveBeenCalled();
    await user.click(
      screen.getByRole("button", { name: "Yes, receive more than ordered" }),
    );
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(action.mock.calls[0][1]).toMatchObject({
      body: {
        lines: [
          { line_id: 1, quantity: 8 },
          { line_id: 2, quantity: 2 },
        ],
        confirm_over_receipt: true,
      },
    });
  });

  it("turns the server's 409 over_receipt into the same question", async () => {
    const action = vi
      .fn()
      .mockRejectedValueOnce(
        new HttpError("Over receipt", 409, { code: "over_receipt" }),
      )
      .mockResolvedValueOnce(order);
    // Outside production, react-admin's data provider wrapper logs every failed call.
    const logged = vi
      .spyOn(console, "error")
      .mockImplementation(() => undefined);
    renderDialog(action);
    const user = userEvent.setup();
    await screen.findByLabelText("Arriving now: Argan oil");
    await user.click(screen.getByRole("button", { name: "Receive" }));
    await screen.findByRole("button", {
      name: "Yes, receive more than ordered",
    });
    await user.click(
      screen.getByRole("button", { name: "Yes, receive more than ordered" }),
    );
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
    expect(action.mock.calls[1][1]).toMatchObject({
      body: { confirm_over_receipt: true },
    });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ status: 409 }),
    );
  });
});
