import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError, ResourceContextProvider } from "react-admin";
import { InvoiceSequenceCreate } from "../../../../src/resources/invoice-sequences/InvoiceSequenceCreate";
import { previewInvoiceNumber } from "../../../../src/resources/invoice-sequences/invoiceSequenceModel";
import { TaxRateCreate } from "../../../../src/resources/tax-rates/TaxRateCreate";
import { TipSettingCreate } from "../../../../src/resources/tip-settings/TipSettingCreate";
import {
  parsePercentList,
  validateSuggested,
} from "../../../../src/resources/tip-settings/tipSettingModel";
import { PaymentTypeEdit } from "../../../../src/resources/payment-types/PaymentTypeEdit";
import {
  swapOrders,
  transformPaymentType,
} from "../../../../src/resources/payment-types/paymentTypeModel";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const created = () =>
  vi.fn(async (_r: string, { data }: { data: object }) => ({
    data: { id: 9, ...data },
  }));

const inResource = (name: string, ui: React.ReactElement) => (
  <ResourceContextProvider value={name}>{ui}</ResourceContextProvider>
);

describe("InvoiceSequenceCreate", () => {
  it("previews the next invoice number while typing and sends the sequence", async () => {
    const create = created();
    renderWithAdmin(
      inResource("invoice-sequences", <InvoiceSequenceCreate />),
      { dataProvider: { create } as never },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name *"), "Central");
    await user.type(screen.getByLabelText("Prefix"), "INV-CEN-");
    const next = screen.getByLabelText("Next number *");
    await user.clear(next);
    await user.type(next, "124");
    expect(screen.getByTestId("invoice-preview")).toHaveTextContent(
      "INV-CEN-000124",
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toEqual({
      name: "Central",
      prefix: "INV-CEN-",
      next_number: 124,
      padding: 6,
    });
  });

  it("refuses a number below 1 and a prefix with spaces", async () => {
    const create = created();
    renderWithAdmin(
      inResource("invoice-sequences", <InvoiceSequenceCreate />),
      { dataProvider: { create } as never },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name *"), "Central");
    await user.type(screen.getByLabelText("Prefix"), "INV 1");
    const next = screen.getByLabelText("Next number *");
    await user.clear(next);
    await user.type(next, "0");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Use letters, digits and - _ / # . only."),
    ).toBeInTheDocument();
    expect(screen.getByText("Must be at least 1.")).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("formats like the server", () => {
    expect(
      previewInvoiceNumber({ prefix: "A-", next_number: 7, padding: 3 }),
    ).toBe("A-007");
    expect(
      previewInvoiceNumber({ prefix: "A-", next_number: 12345, padding: 3 }),
    ).toBe("A-12345");
  });
});

describe("TaxRateCreate", () => {
  it("shows the server's 422 message on the field it names", async () => {
    // react-admin logs the rejected call; that log is expected here.
    const log = console.error;
    console.error = (...args: unknown[]) => {
      if (!(args[0] instanceof HttpError)) log(...args);
    };
    const create = vi.fn(async () => {
      throw new HttpError("Another tax rate already has this name.", 422, {
        errors: { name: "Another tax rate already has this name." },
      });
    });
    renderWithAdmin(inResource("tax-rates", <TaxRateCreate />), {
      dataProvider: { create } as never,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name *"), "VAT");
    await user.type(screen.getByLabelText("Rate *"), "20");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]).toEqual([
      "tax-rates",
      expect.objectContaining({ data: { name: "VAT", rate_pct: 20 } }),
    ]);
    expect(
      await screen.findAllByText("Another tax rate already has this name."),
    ).not.toHaveLength(0);
  });

  it("refuses a rate above 100", async () => {
    const create = created();
    renderWithAdmin(inResource("tax-rates", <TaxRateCreate />), {
      dataProvider: { create } as never,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name *"), "VAT");
    await user.type(screen.getByLabelText("Rate *"), "120");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Must be 100 or less.")).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});

describe("TipSettingCreate", () => {
  const locationsProvider = () => ({
    getList: vi.fn(async () => ({
      data: [{ id: 4, name: "Central" }],
      total: 1,
    })),
    getMany: vi.fn(async () => ({ data: [{ id: 4, name: "Central" }] })),
  });

  it("sends the typed percentages as numbers", async () => {
    const create = created();
    const locations = locationsProvider();
    renderWithAdmin(inResource("tip-settings", <TipSettingCreate />), {
      dataProvider: { create, ...locations } as never,
    });
    const user = userEvent.setup();
    await waitFor(() => expect(locations.getList).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 300));
    await user.click(await screen.findByLabelText("Location *"));
    await user.click(await screen.findByRole("option", { name: "Central" }));
    const tips = screen.getByLabelText("Suggested tips (%)");
    await user.clear(tips);
    await user.type(tips, "12.5, 15, 20");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      location_id: 4,
      suggested_pct: [12.5, 15, 20],
      enabled: true,
      allow_custom: true,
      calculate_on: "after_tax",
    });
  });

  it("explains a list that is not ascending", async () => {
    const create = created();
    renderWithAdmin(inResource("tip-settings", <TipSettingCreate />), {
      dataProvider: { create, ...locationsProvider() } as never,
    });
    const user = userEvent.setup();
    const tips = await screen.findByLabelText("Suggested tips (%)");
    await user.clear(tips);
    await user.type(tips, "20, 10");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("List the tips in ascending order, each once."),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("parses and checks like the server", () => {
    expect(parsePercentList("10; 15 %, 20.5")).toEqual([10, 15, 20.5]);
    expect(validateSuggested([4])).toBe(
      "resources.tip-settings.validation.range",
    );
    expect(validateSuggested([5, 10, 15, 20, 25, 30])).toBe(
      "resources.tip-settings.validation.too_many",
    );
    expect(validateSuggested([])).toBeUndefined();
  });
});

describe("PaymentTypeEdit", () => {
  it("locks a built-in type's name and kind, hides delete, and sends only the order", async () => {
    const getOne = vi.fn(async () => ({
      data: {
        id: 1,
        name: "Cash",
        kind: "cash",
        is_system: true,
        sort_order: 0,
      },
    }));
    const update = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { id: 1, ...data },
    }));
    renderWithAdmin(inResource("payment-types", <PaymentTypeEdit id={1} />), {
      dataProvider: { getOne, update } as never,
    });
    expect(
      await screen.findByText(/built-in payment type/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Name *")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
  });

  it("moves rows by swapping their order", () => {
    const rows = [
      {
        id: 1,
        name: "Cash",
        kind: "cash" as const,
        is_system: true,
        sort_order: 0,
      },
      {
        id: 2,
        name: "Card",
        kind: "card" as const,
        is_system: true,
        sort_order: 1,
      },
      {
        id: 5,
        name: "Bank",
        kind: "other" as const,
        is_system: false,
        sort_order: 1,
      },
    ];
    expect(swapOrders(rows, 1, -1)).toEqual([
      { id: 2, sort_order: 0 },
      { id: 1, sort_order: 1 },
    ]);
    expect(swapOrders(rows, 2, -1)).toEqual([{ id: 5, sort_order: 0 }]);
    expect(swapOrders(rows, 0, -1)).toEqual([]);
    expect(transformPaymentType({ ...rows[0], name: "Money" })).toEqual({
      sort_order: 0,
    });
  });
});
