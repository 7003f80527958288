import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpError } from "react-admin";
import { Route, Routes } from "react-router-dom";
import {
  computeLine,
  saleTotals,
  tipAmount,
  tipBase,
} from "../../../server/src/shared/money";
import { CheckoutPage } from "../../../src/checkout/CheckoutPage";
import { formatMoney } from "../../../src/components/money";
import { createDataProvider } from "../../../src/providers/dataProvider";
import { dismissAlert, getAlert } from "../../../src/providers/errorAlert";
import { allowRefusedSaveLog } from "../support/fakeReads";
import { renderWithAdmin } from "../support/renderWithAdmin";
import { jsonResponse, signIn } from "../support/builders";

const tips = {
  id: 1,
  location_id: 3,
  enabled: true,
  suggested_pct: [10, 15, 20],
  allow_custom: true,
  calculate_on: "after_tax" as const,
};

const appointment = {
  id: 5,
  reference: "A-000005",
  client_id: 9,
  client: {
    id: 9,
    first_name: "Ana",
    last_name: "Ruiz",
    mobile: null,
    email: null,
  },
  location_id: 3,
  status: "arrived",
  channel: "in_store",
  start_at: "2026-11-28T10:00:00.000Z",
  end_at: "2026-11-28T11:30:00.000Z",
  sale_id: null,
  services: [
    {
      id: 51,
      service_id: 1,
      service_name: "Massage",
      pricing_option_id: 11,
      pricing_option_name: null,
      team_member_id: 4,
      price: 5000,
    },
    {
      id: 52,
      service_id: 2,
      service_name: "Facial",
      pricing_option_id: 21,
      pricing_option_name: "Long",
      team_member_id: 6,
      price: 3333,
    },
  ],
};

/** `GET sales/catalogue?location_id=3` as the server answers it. */
const catalogue = {
  location_id: 3,
  currency_code: "EUR",
  prices_include_tax: false,
  locations: [
    {
      id: 3,
      name: "Centre",
      default_service_tax_rate_id: 1,
      default_product_tax_rate_id: 1,
    },
  ],
  tax_rates: [{ id: 1, name: "VAT", rate_pct: "20.0000" }],
  services: [
    {
      id: 1,
      name: "Massage",
      tax_rate_id: null,
      pricing_options: [
        { id: 11, name: null, price: 5000, special_price: null },
      ],
    },
    {
      id: 2,
      name: "Facial",
      tax_rate_id: null,
      pricing_options: [
        { id: 21, name: "Long", price: 3333, special_price: null },
      ],
    },
  ],
  products: [
    {
      id: 7,
      name: "Hand cream",
      retail_price: 1299,
      tax_rate_id: null,
      track_stock: true,
      on_hand: 7,
    },
  ],
  memberships: [],
  voucher_types: [],
  payment_types: [
    { id: 1, name: "Cash", kind: "cash" },
    { id: 2, name: "Card", kind: "card" },
    { id: 3, name: "Voucher", kind: "voucher" },
  ],
  deals: [],
  tip_settings: tips,
};

/** `GET sales/deal-code?code=SPRING10&location_id=3`: the server's match. */
const spring = {
  id: 30,
  type: "promotion_code" as const,
  code: "SPRING10",
  discount_type: "percent" as const,
  discount_pct: "10.0000",
  applies_to: "all_services" as const,
  location_ids: [3],
  channels: "both" as const,
  starts_at: "2020-01-01T00:00:00Z",
  ends_at: null,
  status: "active" as const,
};

/** The reads the till still makes through lists: pickers' option lists. */
const lists: Record<string, unknown[]> = {
  "team-members": [
    { id: 4, first_name: "Bea", last_name: null },
    { id: 6, first_name: "Carla", last_name: "Diaz" },
  ],
  vouchers: [{ id: 40, code: "GIFT1", status: "valid", balance: 1500 }],
};

const money = (minor: number) => formatMoney(minor, "EUR", "en-GB");

/** Picks an option of an MUI select by its label. */
const choose = async (label: string, option: RegExp | string) => {
  fireEvent.mouseDown(screen.getByRole("combobox", { name: label }));
  fireEvent.click(await screen.findByRole("option", { name: option }));
};

const amountInput = (name: string) =>
  screen.getByRole("textbox", { name }) as HTMLInputElement;

describe("the checkout screen", () => {
  it("prefills an appointment, totals as the money module, splits card + cash with change, looks up a voucher, shows a 422 and reuses its Idempotency-Key on a retry", async () => {
    signIn({ role: 2, currency_code: "EUR" });
    // react-admin logs the rejected calls; those two logs are expected here.
    const log = console.error;
    console.error = (...args: unknown[]) => {
      if (!(args[0] instanceof HttpError)) log(...args);
    };
    window.location.hash = "#/checkout?appointment_id=5";
    const getList = vi.fn(async (resource: string) => {
      const rows = lists[resource.replace(/\/options$/, "")] ?? [];
      return { data: rows, total: rows.length };
    });
    const getJson = vi.fn(async (_resource: string, p: { path: string }) =>
      p.path === "appointments/5" ? appointment : catalogue,
    );
    const sendJson = vi
      .fn()
      .mockRejectedValueOnce(new HttpError("Failed to fetch", 0, null))
      .mockRejectedValueOnce(
        new HttpError("Invalid Input", 422, {
          errors: {
            "payments.1.tendered": "The cash handed over is less than 2000.",
          },
        }),
      )
      .mockResolvedValueOnce({ id: 77, status: "paid" });
    renderWithAdmin(
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/sales/:id/show" element={<p>receipt page</p>} />
      </Routes>,
      { dataProvider: { getList, getJson, sendJson } as never },
    );

    // The appointment's services, with their team members.
    const massage = await screen.findByRole("listitem", { name: "Massage" });
    expect(within(massage).getByText(/Bea/)).toBeTruthy();
    expect(
      await screen.findByRole("listitem", { name: "Facial (Long)" }),
    ).toBeTruthy();
    expect(
      screen.getByRole("heading", { name: "Checkout of A-000005" }),
    ).toBeTruthy();
    // One read of the till's catalogue, at the appointment's location.
    expect(getJson).toHaveBeenCalledWith("sales", {
      path: "catalogue",
      query: { location_id: 3 },
    });

    // A product, with its stock at this location shown in the picker.
    await choose("Kind", "Product");
    await choose("Item", /Hand cream .* 7 in stock here/);
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    const cream = await screen.findByRole("listitem", { name: "Hand cream" });
    fireEvent.change(
      within(cream).getByRole("spinbutton", { name: "Quantity" }),
      {
        target: { value: "2" },
      },
    );
    // 12.5 % off the facial.
    const facial = screen.getByRole("listitem", { name: "Facial (Long)" });
    fireEvent.mouseDown(
      within(facial).getByRole("combobox", { name: "Discount" }),
    );
    fireEvent.click(await screen.findByRole("option", { name: "Percent off" }));
    fireEvent.change(
      within(facial).getByRole("textbox", { name: "Percent off" }),
      {
        target: { value: "12.5" },
      },
    );
    fireEvent.click(screen.getByRole("button", { name: /^10%/ }));

    // The server's figures for the same cart, from the money module itself.
    const line = (unit_price: number, quantity = 1, percent?: string) =>
      computeLine({
        item_type: "service",
        quantity,
        unit_price,
        tax_rate_pct: "20",
        prices_include_tax: false,
        discount: percent ? { kind: "manual", percent } : null,
      });
    const lines = [line(5000), line(3333, 1, "12.5"), line(1299, 2)];
    const tip = tipAmount(tips, tipBase(lines, "after_tax"), { percent: 10 });
    const expected = saleTotals(lines, tip);
    await waitFor(() =>
      expect(screen.getByTestId("total-to_pay").textContent).toBe(
        money(expected.total + tip),
      ),
    );
    expect(screen.getByTestId("total-subtotal").textContent).toBe(
      money(expected.subtotal),
    );
    expect(screen.getByTestId("total-discounts").textContent).toBe(
      money(expected.discount_total),
    );
    expect(screen.getByTestId("total-tax").textContent).toBe(
      money(expected.tax_total),
    );
    expect(screen.getByTestId("total-tip").textContent).toBe(money(tip));

    // Card for all but 20.00 (the tip rides on it), cash for the rest: 50.00 given.
    fireEvent.click(screen.getByRole("button", { name: "Pay by Card" }));
    const card = amountInput("Amount by Card");
    // Filled to the currency's decimals, as a person would type it.
    expect(card.value).toBe((expected.total / 100).toFixed(2));
    fireEvent.change(card, {
      target: { value: String((expected.total - 2000) / 100) },
    });
    fireEvent.click(screen.getByRole("button", { name: "Pay by Cash" }));
    expect(amountInput("Amount by Cash").value).toBe("20.00");
    fireEvent.change(amountInput("Cash given"), { target: { value: "50" } });
    expect(await screen.findByText(money(3000))).toBeTruthy();
    expect(screen.getByTestId("total-left_to_pay").textContent).toBe(money(0));

    // The voucher lookup shows its balance.
    fireEvent.change(screen.getByRole("textbox", { name: "Voucher code" }), {
      target: { value: "GIFT1" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Look up" }));
    expect(await screen.findByText(/Balance/)).toBeTruthy();
    expect(screen.getByText(money(1500))).toBeTruthy();
    expect(getList).toHaveBeenCalledWith(
      "vouchers",
      expect.objectContaining({
        filter: { code: "GIFT1" },
        meta: { options: true },
      }),
    );

    // The network drops: nothing typed is lost, and the retry sends the same key.
    fireEvent.click(screen.getByRole("button", { name: "Take payment" }));
    expect(await screen.findByText(/The connection was lost/)).toBeTruthy();
    expect(amountInput("Cash given").value).toBe("50");
    fireEvent.click(screen.getByRole("button", { name: "Take payment" }));
    // A 422 appears on its field.
    expect(
      await screen.findByText("The cash handed over is less than 2000."),
    ).toBeTruthy();
    expect(amountInput("Cash given").getAttribute("aria-invalid")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Take payment" }));
    expect(await screen.findByText("receipt page")).toBeTruthy();

    const calls = sendJson.mock.calls.map(
      ([resource, p]) =>
        [resource, p] as [
          string,
          { body: Record<string, unknown>; headers: Record<string, string> },
        ],
    );
    expect(calls).toHaveLength(3);
    const keys = calls.map(([, p]) => p.headers["Idempotency-Key"]);
    expect(keys[0]).toMatch(/\S{16,}/);
    expect(keys[1]).toBe(keys[0]);
    // The refusal was not stored: the corrected cart goes with a new key.
    expect(keys[2]).not.toBe(keys[0]);
    const [resource, { body }] = calls[0];
    expect(resource).toBe("sales");
    expect(body).toMatchObject({
      location_id: 3,
      client_id: 9,
      appointment_id: 5,
      items: [
        {
          item_type: "service",
          item_id: 1,
          appointment_service_id: 51,
          team_member_id: 4,
          unit_price: 5000,
        },
        {
          item_type: "service",
          item_id: 2,
          appointment_service_id: 52,
          team_member_id: 6,
          discount: { kind: "manual", percent: "12.5" },
        },
        { item_type: "product", item_id: 7, quantity: 2, unit_price: 1299 },
      ],
      payments: [
        {
          payment_type_id: 2,
          amount: expected.total - 2000,
          tip: { percent: "10.0000" },
        },
        { payment_type_id: 1, amount: 2000, tendered: 5000 },
      ],
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    dismissAlert();
  });

  it("lets a receptionist with the sales history alone (8) check an appointment out, and matches a typed promotion code on the server", async () => {
    signIn({ role: 3, currency_code: "EUR" }, [8]);
    window.location.hash = "#/checkout?appointment_id=5";
    // The real data provider over the server's answers to such a user: the
    // till's catalogue, the appointment and option lists; any other read 403.
    const fetched: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = decodeURIComponent(String(input));
        fetched.push(url);
        if (url.startsWith("/wellness/sales/catalogue?"))
          return jsonResponse(catalogue);
        if (url === "/wellness/sales/appointments/5")
          return jsonResponse(appointment);
        if (url === "/wellness/sales/deal-code?code=SPRING10&location_id=3")
          return jsonResponse(spring);
        if (url.startsWith("/wellness/sales/deal-code?")) {
          const message = "There is no promotion with this code.";
          return jsonResponse(
            { status: 0, message, data: message },
            { status: 404 },
          );
        }
        if (url.startsWith("/wellness/team-members/options?"))
          return jsonResponse(lists["team-members"], {
            headers: { "Content-Range": "team-members/options 0-1/2" },
          });
        const message = "You do not have permission to do this.";
        return jsonResponse(
          { status: 0, message, data: message },
          { status: 403 },
        );
      }),
    );
    renderWithAdmin(
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
      </Routes>,
      { dataProvider: createDataProvider("/wellness") },
    );
    expect(
      await screen.findByRole("listitem", { name: "Facial (Long)" }),
    ).toBeTruthy();
    const lines = [5000, 3333].map((unit_price) =>
      computeLine({
        item_type: "service",
        quantity: 1,
        unit_price,
        tax_rate_pct: "20",
        prices_include_tax: false,
        discount: null,
      }),
    );
    const expected = saleTotals(lines, 0);
    expect(expected.tax_total).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.getByTestId("total-tax").textContent).toBe(
        money(expected.tax_total),
      ),
    );
    expect(screen.getByTestId("total-to_pay").textContent).toBe(
      money(expected.total),
    );
    expect(fetched).toContain("/wellness/sales/catalogue?location_id=3");
    expect(getAlert()).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();

    // A code the server does not know: its sentence, and no discount.
    const restoreLog = allowRefusedSaveLog();
    const code = screen.getByRole("textbox", { name: "Deal code" });
    fireEvent.change(code, { target: { value: "NOPE" } });
    expect(
      await screen.findByText("There is no promotion with this code."),
    ).toBeTruthy();
    restoreLog();
    expect(screen.getByTestId("total-discounts").textContent).toBe(money(0));
    // The server's deal for SPRING10 takes 10 % off both services.
    fireEvent.change(code, { target: { value: "SPRING10" } });
    const discounted = [5000, 3333].map((unit_price) =>
      computeLine({
        item_type: "service",
        quantity: 1,
        unit_price,
        tax_rate_pct: "20",
        prices_include_tax: false,
        discount: { kind: "deal", deal: spring },
      }),
    );
    const withDeal = saleTotals(discounted, 0);
    expect(withDeal.discount_total).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.getByTestId("total-discounts").textContent).toBe(
        money(withDeal.discount_total),
      ),
    );
    expect(screen.getByTestId("total-to_pay").textContent).toBe(
      money(withDeal.total),
    );
    expect(
      screen.queryByText("There is no promotion with this code."),
    ).toBeNull();
    expect(getAlert()).toBeNull();

    // A service added at the till asks who performed it (commission and
    // tips): by default the member of the cart's last service.
    await choose("Item", /^Massage/);
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() =>
      expect(screen.getAllByRole("listitem", { name: "Massage" })).toHaveLength(
        2,
      ),
    );
    const added = screen.getAllByRole("listitem", { name: "Massage" })[1];
    expect(
      within(added).getByRole("combobox", { name: "Performed by" }).textContent,
    ).toBe("Carla Diaz");
    // The appointment's own services keep their member, without a picker.
    const [fromAppointment] = screen.getAllByRole("listitem", {
      name: "Massage",
    });
    expect(
      within(fromAppointment).queryByRole("combobox", { name: "Performed by" }),
    ).toBeNull();
    // With no service left to take it from, nobody is assumed: the till asks.
    for (const name of ["Remove Massage", "Remove Facial (Long)"])
      for (const button of screen.getAllByRole("button", { name }))
        fireEvent.click(button);
    await choose("Item", /^Massage/);
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    const alone = await screen.findByRole("listitem", { name: "Massage" });
    const picker = within(alone).getByRole("combobox", {
      name: "Performed by",
    });
    expect(
      within(alone).getByText("Choose who performed this service."),
    ).toBeTruthy();
    const save = screen.getByRole("button", { name: "Save unpaid" });
    expect(save).toHaveProperty("disabled", true);
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole("option", { name: "Bea" }));
    await waitFor(() => expect(save).toHaveProperty("disabled", false));
    expect(
      within(alone).queryByText("Choose who performed this service."),
    ).toBeNull();
  });
});
