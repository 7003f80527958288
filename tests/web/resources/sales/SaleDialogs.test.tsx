import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { ResourceContextProvider } from "react-admin";
import { SaleShow } from "../../../../src/resources/sales/SaleShow";
import { renderWithAdmin } from "../../support/renderWithAdmin";
import { partPaidSale, paymentTypes } from "./saleFixtures";

/**
 * The part-paid sale of saleFixtures, also paid 20.00 with voucher GIFT1 and
 * already refunded in part (the server's derived `refund_state`).
 */
const sale = () => {
  const base = partPaidSale();
  return partPaidSale({
    amount_paid: 7000,
    balance_due: 1098,
    refunded_total: 500,
    refund_state: "partial",
    payments: [
      ...base.payments!,
      {
        id: 2,
        payment_type_id: 3,
        payment_type_name: "Voucher",
        payment_kind: "voucher",
        kind: "payment",
        amount: 2000,
        tip_amount: 0,
        voucher_code: "GIFT1",
        paid_at: "2026-11-20T10:02:00.000Z",
      },
    ],
  });
};

describe("Sale page dialogs", () => {
  it("says the sale is partly refunded, refunds a goodwill amount onto the voucher that paid it, and takes a tip with a later payment", async () => {
    const getJson = vi.fn(async () => sale());
    const getList = vi.fn(async (resource: string) => ({
      data:
        resource === "payment-types"
          ? paymentTypes
          : [{ id: 1, name: "Soho", timezone: "Europe/London" }],
      total: 3,
    }));
    const sendJson = vi.fn(async (..._args: unknown[]) => sale());
    window.location.hash = "#/sales/7/show";
    renderWithAdmin(
      <ResourceContextProvider value="sales">
        <Routes>
          <Route path="/sales/:id/show" element={<SaleShow />} />
        </Routes>
      </ResourceContextProvider>,
      { dataProvider: { getJson, getList, sendJson } as never },
    );
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Invoice INV-0042" });
    // Still part paid, and partly refunded: both in words.
    expect(screen.getByText("Part paid")).toBeInTheDocument();
    expect(screen.getByText("Partly refunded")).toBeInTheDocument();

    // Goodwill: 10.00 of the massage, no unit given back, onto the voucher.
    await user.click(screen.getByRole("button", { name: "Refund" }));
    const refund = await screen.findByRole("dialog", {
      name: "Refund INV-0042",
    });
    await user.type(
      within(refund).getByLabelText(
        "Amount to refund instead of units: Massage",
      ),
      "10",
    );
    expect(
      within(refund).getByText("Refund total:", { exact: false }),
    ).toHaveTextContent("€10.00");
    await user.click(
      within(refund).getByRole("combobox", { name: "Refund to" }),
    );
    await user.click(await screen.findByRole("option", { name: "Voucher" }));
    await user.click(within(refund).getByRole("button", { name: "Refund" }));
    expect(
      within(refund).getByText("Choose the voucher the money goes back onto."),
    ).toBeInTheDocument();
    expect(sendJson).not.toHaveBeenCalled();
    await user.click(within(refund).getByRole("combobox", { name: "Voucher" }));
    await user.click(
      await screen.findByRole("option", { name: "GIFT1 · up to €20.00" }),
    );
    await user.click(within(refund).getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(sendJson).toHaveBeenCalledTimes(1));
    expect(sendJson.mock.calls[0]).toEqual([
      "sales",
      expect.objectContaining({
        path: "7/refunds",
        body: {
          items: [{ sale_item_id: 11, quantity: 0, amount: 1000 }],
          payments: [
            { payment_type_id: 3, amount: 1000, voucher_code: "GIFT1" },
          ],
        },
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // A later payment by card with a 2.00 tip; cash given covers payment and tip.
    await user.click(screen.getByRole("button", { name: "Add payment" }));
    const pay = await screen.findByRole("dialog", {
      name: "Add payment to INV-0042",
    });
    await user.click(
      within(pay).getByRole("combobox", { name: "Payment type" }),
    );
    await user.click(await screen.findByRole("option", { name: "Cash" }));
    await user.type(within(pay).getByLabelText("Tip"), "2");
    await user.type(within(pay).getByLabelText("Cash given"), "12");
    await user.click(within(pay).getByRole("button", { name: "Take payment" }));
    expect(
      await within(pay).findByText("The cash given must cover the amount."),
    ).toBeInTheDocument();
    await user.clear(within(pay).getByLabelText("Cash given"));
    await user.type(within(pay).getByLabelText("Cash given"), "15");
    expect(within(pay).getByText(/Tips/)).toHaveTextContent("€2.00");
    expect(within(pay).getByText(/Change due/)).toHaveTextContent("€2.02");
    await user.click(within(pay).getByRole("button", { name: "Take payment" }));
    await waitFor(() => expect(sendJson).toHaveBeenCalledTimes(2));
    expect(sendJson.mock.calls[1][1]).toMatchObject({
      path: "7/payments",
      body: {
        payments: [
          {
            payment_type_id: 1,
            amount: 1098,
            tip: { amount: 200 },
            tendered: 1500,
          },
        ],
      },
    });
  });
});
