import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import {
  HttpError,
  RecordContextProvider,
  ResourceContextProvider,
} from "react-admin";
import { SaleList } from "../../../../src/resources/sales/SaleList";
import { SaleShow } from "../../../../src/resources/sales/SaleShow";
import { RefundList } from "../../../../src/resources/refunds/RefundList";
import { ClientSales } from "../../../../src/resources/sales/ClientSales";
import { renderWithAdmin } from "../../support/renderWithAdmin";
import { keepAllStyleRules } from "../../support/styleRules";
import { partPaidSale, paymentTypes } from "./saleFixtures";

// The voided row is struck through by a style rule (not one that hides).
keepAllStyleRules();

const options = async (resource: string) => ({
  data:
    resource === "payment-types"
      ? paymentTypes
      : resource === "locations"
        ? [{ id: 1, name: "Soho", timezone: "Europe/London" }]
        : [],
  total: resource === "payment-types" ? 3 : 1,
});

describe("Sales history", () => {
  it("lists one row per sale with its figures, contact only where sent, voided struck through, opened to its items", async () => {
    const walkIn = partPaidSale({
      id: 8,
      invoice_number: "INV-0043",
      client_id: null,
      client: null,
      status: "voided",
      amount_paid: 0,
      balance_due: 0,
    });
    const hidden = partPaidSale({
      id: 9,
      invoice_number: "INV-0044",
      status: "paid",
      refund_state: "full",
      client: {
        id: 13,
        first_name: "Bo",
        last_name: "Lee",
        email: null,
        mobile: null,
      },
    });
    const getList = vi.fn(async (resource: string) =>
      resource === "sales"
        ? { data: [partPaidSale(), walkIn, hidden], total: 3 }
        : options(resource),
    );
    renderWithAdmin(
      <ResourceContextProvider value="sales">
        <SaleList />
      </ResourceContextProvider>,
      { dataProvider: { getList } as never },
    );
    const row = (await screen.findByText("INV-0042")).closest("tr")!;
    for (const header of [
      "Invoice",
      "Date",
      "Client",
      "Location",
      "Status",
      "Total",
      "Paid",
      "Balance due",
    ])
      expect(
        screen.getByRole("columnheader", {
          name: new RegExp(`^${header}(\\s|$)`),
        }),
      ).toBeInTheDocument();
    const cells = within(row);
    expect(cells.getByText("Ana Silva")).toBeInTheDocument();
    expect(cells.getByText("ana@example.com")).toBeInTheDocument();
    expect(cells.getByText("Part paid")).toBeInTheDocument();
    expect(cells.getByText("€80.98")).toBeInTheDocument();
    expect(cells.getByText("€30.98")).toBeInTheDocument();
    expect(await cells.findByText("Soho")).toBeInTheDocument();
    // No contact for a user the server sends none to.
    const bo = within(screen.getByText("INV-0044").closest("tr")!);
    expect(bo.getByText("Bo Lee")).toBeInTheDocument();
    expect(bo.queryByText(/@/)).toBeNull();
    // A refunded sale stays paid (DOMAIN §3.32) and says it was refunded.
    expect(bo.getByText("Paid")).toBeInTheDocument();
    expect(bo.getByText("Refunded")).toBeInTheDocument();
    expect(cells.queryByText(/refunded/i)).toBeNull();
    // The voided walk-in sale: named so in words, and struck through.
    const voided = screen.getByText("INV-0043").closest("tr")!;
    expect(within(voided).getByText("Voided")).toBeInTheDocument();
    expect(within(voided).getByText("Walk-in")).toBeInTheDocument();
    expect(
      getComputedStyle(voided.querySelector("td")!).textDecoration,
    ).toContain("line-through");
    expect(
      getComputedStyle(row.querySelector("td")!).textDecoration,
    ).not.toContain("line-through");
    // Sorted newest first by default; the expand button opens the items.
    expect(getList).toHaveBeenCalledWith(
      "sales",
      expect.objectContaining({ sort: { field: "sale_at", order: "DESC" } }),
    );
    expect(screen.queryByText("Argan oil")).toBeNull();
    await userEvent.click(
      // react-admin's expand icon is aria-hidden (the row itself opens the sale).
      row.querySelector<HTMLElement>("[aria-label='Expand']")!,
    );
    expect(await screen.findByText("Argan oil")).toBeInTheDocument();
    expect(
      screen.getByRole("table", { name: "Items of INV-0042" }),
    ).toBeInTheDocument();
  });
});

describe("Sale page", () => {
  it("shows the receipt's figures, refuses a refund with the server's words and voids with a reason, each attempt with its own Idempotency-Key", async () => {
    const getJson = vi.fn(async () => partPaidSale());
    const getList = vi.fn(async (resource: string) => options(resource));
    const refusal = "Only 1 of this item can still be refunded.";
    const sendJson = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(refusal, 422, { message: refusal }))
      .mockRejectedValueOnce(new HttpError(refusal, 422, { message: refusal }))
      .mockResolvedValueOnce(partPaidSale({ status: "voided" }))
      .mockResolvedValueOnce({ ...partPaidSale(), change_due: 902 });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
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
    expect(
      await screen.findByRole("heading", { name: "Invoice INV-0042" }),
    ).toBeInTheDocument();
    expect(getJson).toHaveBeenCalledWith("sales", { path: "7/receipt" });
    const figure = (key: string) => screen.getByTestId(`receipt-${key}`);
    expect(figure("subtotal")).toHaveTextContent("€85.98");
    expect(figure("discount_total")).toHaveTextContent("-€5.00");
    expect(figure("tax_total")).toHaveTextContent("€13.50");
    expect(figure("total")).toHaveTextContent("€80.98");
    expect(figure("tip_total")).toHaveTextContent("€5.00");
    expect(figure("amount_paid")).toHaveTextContent("€50.00");
    expect(figure("balance_due")).toHaveTextContent("€30.98");
    expect(figure("total").querySelector("bdi")).toHaveAttribute("dir", "ltr");
    expect(screen.getByText("Ana Silva", { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/tip €5\.00 included/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Print" })).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "E-mail receipt" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Add payment" }),
    ).toBeInTheDocument();

    // Refund one bottle back to stock: the amount is the money module's, the server refuses.
    await user.click(screen.getByRole("button", { name: "Refund" }));
    const refund = await screen.findByRole("dialog", {
      name: "Refund INV-0042",
    });
    await user.type(
      within(refund).getByLabelText("Units to refund: Argan oil"),
      "1",
    );
    await user.click(
      within(refund).getByLabelText("Put back in stock: Argan oil"),
    );
    expect(
      within(refund).getByText("Refund total:", { exact: false }),
    ).toHaveTextContent("€12.99");
    await user.click(within(refund).getByRole("button", { name: "Refund" }));
    expect(await within(refund).findByRole("alert")).toHaveTextContent(refusal);
    expect(sendJson).toHaveBeenCalledWith("sales", {
      path: "7/refunds",
      body: {
        items: [{ sale_item_id: 12, quantity: 1, restock: true }],
        payments: [{ payment_type_id: 2, amount: 1299 }],
      },
      silent: true,
      headers: { "Idempotency-Key": expect.any(String) },
    });
    // More than is left is stopped before it is sent.
    const units = within(refund).getByLabelText("Units to refund: Massage");
    await user.type(units, "2");
    expect(
      within(refund).getByText("At most 1 can be refunded."),
    ).toBeInTheDocument();
    await user.clear(units);
    // The same request again is a retry: the same key.
    await user.click(within(refund).getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(sendJson).toHaveBeenCalledTimes(2));
    const key = (call: number) =>
      sendJson.mock.calls[call][1].headers["Idempotency-Key"];
    expect(key(1)).toBe(key(0));
    await user.click(within(refund).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // Void: a reason first, then the void with a key of its own.
    await user.click(screen.getByRole("button", { name: "Void" }));
    const dialog = await screen.findByRole("dialog", { name: "Void INV-0042" });
    await user.click(within(dialog).getByRole("button", { name: "Void sale" }));
    expect(
      within(dialog).getByText("Give a reason for the void."),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), "Wrong client");
    await user.click(within(dialog).getByRole("button", { name: "Void sale" }));
    await waitFor(() => expect(sendJson).toHaveBeenCalledTimes(3));
    expect(sendJson.mock.calls[2][1]).toMatchObject({
      path: "7/void",
      body: { reason: "Wrong client" },
    });
    expect(key(2)).not.toBe(key(0));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // Pay later in cash: the balance due is the default, the change shows as typed.
    await user.click(screen.getByRole("button", { name: "Add payment" }));
    const pay = await screen.findByRole("dialog", {
      name: "Add payment to INV-0042",
    });
    expect(within(pay).getByLabelText("Amount")).toHaveValue(30.98);
    await user.click(
      within(pay).getByRole("combobox", { name: "Payment type" }),
    );
    await user.click(await screen.findByRole("option", { name: "Cash" }));
    await user.type(within(pay).getByLabelText("Cash given"), "40");
    expect(within(pay).getByText(/Change due/)).toHaveTextContent("€9.02");
    await user.click(within(pay).getByRole("button", { name: "Take payment" }));
    await waitFor(() => expect(sendJson).toHaveBeenCalledTimes(4));
    expect(sendJson.mock.calls[3][1]).toMatchObject({
      path: "7/payments",
      body: {
        payments: [{ payment_type_id: 1, amount: 3098, tendered: 4000 }],
      },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("Refunds list", () => {
  it("shows each refund's number, sale link, client, amount and method", async () => {
    const getList = vi.fn(async (resource: string) =>
      resource === "refunds"
        ? {
            data: [
              {
                id: 3,
                refund_number: "REF-0003",
                original_sale_id: 7,
                invoice_number: "INV-0042",
                location_id: 1,
                refund_at: "2026-11-21T09:00:00.000Z",
                tip_refund_amount: 0,
                total: 1299,
                client: { id: 12, first_name: "Ana", last_name: "Silva" },
                methods: ["Card", "Cash"],
                items: [],
              },
            ],
            total: 1,
          }
        : options(resource),
    );
    renderWithAdmin(
      <ResourceContextProvider value="refunds">
        <RefundList />
      </ResourceContextProvider>,
      { dataProvider: { getList } as never },
    );
    const row = within((await screen.findByText("REF-0003")).closest("tr")!);
    for (const header of [
      "Refund",
      "Date",
      "Sale",
      "Client",
      "Amount",
      "Refunded to",
    ])
      expect(
        screen.getByRole("columnheader", {
          name: new RegExp(`^${header}(\\s|$)`),
        }),
      ).toBeInTheDocument();
    expect(row.getByRole("link", { name: "INV-0042" })).toHaveAttribute(
      "href",
      "#/sales/7/show",
    );
    expect(row.getByText("Ana Silva")).toBeInTheDocument();
    expect(row.getByText("€12.99")).toBeInTheDocument();
    expect(row.getByText("Card, Cash")).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      "refunds",
      expect.objectContaining({ sort: { field: "refund_at", order: "DESC" } }),
    );
  });
});

describe("A client's sales", () => {
  it("lists the client's sales and what they still owe over every unpaid and part-paid sale", async () => {
    const getManyReference = vi.fn(async () => ({
      data: [partPaidSale()],
      total: 1,
    }));
    const getList = vi.fn(async () => ({
      data: [
        partPaidSale(),
        partPaidSale({ id: 9, invoice_number: "INV-0044", balance_due: 1000 }),
      ],
      total: 2,
    }));
    renderWithAdmin(
      <ResourceContextProvider value="clients">
        <RecordContextProvider value={{ id: 12 }}>
          <ClientSales />
        </RecordContextProvider>
      </ResourceContextProvider>,
      { dataProvider: { getManyReference, getList } as never },
    );
    expect(await screen.findByText("INV-0042")).toBeInTheDocument();
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Balance due: €40.98",
    );
    expect(getManyReference).toHaveBeenCalledWith(
      "sales",
      expect.objectContaining({ target: "client_id", id: 12 }),
    );
    expect(getList).toHaveBeenCalledWith(
      "sales",
      expect.objectContaining({
        filter: { client_id: 12, status: ["unpaid", "part_paid"] },
      }),
    );
  });
});
