import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { ProductCreate } from "../../../../src/resources/products/ProductCreate";
import {
  markupPct,
  productValidators,
  transformProduct,
} from "../../../../src/resources/products/productModel";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const lists = {
  getList: vi.fn(async () => ({ data: [], total: 0 })),
  getMany: vi.fn(async () => ({ data: [] })),
};

const renderCreate = (
  create = vi.fn(async (_r: string, { data }: { data: object }) => ({
    data: { id: 5, ...data },
  })),
) => {
  renderWithAdmin(
    <ResourceContextProvider value="products">
      <ProductCreate />
    </ResourceContextProvider>,
    { dataProvider: { ...lists, create } as never },
  );
  return create;
};

describe("ProductCreate", () => {
  it("sends prices in minor units, the measure as text and the DOMAIN defaults", async () => {
    const create = renderCreate();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name *"), "  Argan oil ");
    await user.type(screen.getByLabelText("Barcode"), "5012345678900");
    await user.type(screen.getByLabelText("Measure"), "250");
    await user.click(screen.getByLabelText("Unit"));
    await user.click(await screen.findByRole("option", { name: "ml" }));
    const supply = screen.getByLabelText("Supply price *");
    await user.clear(supply);
    await user.type(supply, "4.5");
    await user.type(screen.getByLabelText("Retail price"), "12.99");
    expect(await screen.findByText("Markup: 188.7 %")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [resource, { data }] = create.mock.calls[0];
    expect(resource).toBe("products");
    expect(data).toMatchObject({
      name: "Argan oil",
      barcode: "5012345678900",
      measure_amount: "250",
      measure_unit: "ml",
      supply_price: 450,
      retail_price: 1299,
      usage_type: "retail",
      retail_sales_enabled: true,
      commission_enabled: true,
      track_stock: true,
    });
  });

  it("asks for a retail price while the product is sold, and refuses a barcode with spaces", async () => {
    const create = renderCreate();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name *"), "Shampoo");
    await user.type(screen.getByLabelText("Barcode"), "12 34");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "Enter a retail price, or turn off sales at checkout.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Use letters, digits, dashes, dots and underscores only.",
      ),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("refuses a price and a quantity past the server's caps before saving", async () => {
    const create = renderCreate();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name *"), "Gold serum");
    const supply = screen.getByLabelText("Supply price *");
    await user.clear(supply);
    await user.type(supply, "10000000000.01");
    await user.type(screen.getByLabelText("Reorder quantity"), "1000001");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "This amount is too large: at most €10,000,000,000.00.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Enter at most 1,000,000 units."),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});

describe("productModel", () => {
  it("computes the markup from supply and retail prices", () => {
    expect(markupPct(1000, 1500)).toBe(50);
    expect(markupPct(0, 1500)).toBeNull();
    expect(markupPct(1000, null)).toBeNull();
  });

  it("needs a unit with an amount and a price when sold", () => {
    const [soldNeedsPrice] = productValidators.retail_price;
    const [unitWithAmount] = productValidators.measure_unit;
    expect(soldNeedsPrice(null, { retail_sales_enabled: true })).toBe(
      "resources.products.validation.retail_price_required",
    );
    expect(
      soldNeedsPrice(null, { retail_sales_enabled: false }),
    ).toBeUndefined();
    expect(unitWithAmount(null, { measure_amount: "5" })).toBe(
      "resources.products.validation.unit_required",
    );
    expect(unitWithAmount("ml", { measure_amount: "5" })).toBeUndefined();
  });

  it("drops server fields and sends blanks as null", () => {
    expect(
      transformProduct({
        id: 3,
        name: " A ",
        sku: " ",
        created_at: "x",
        supply_price: 0,
      } as never),
    ).toEqual({ name: "A", sku: null, supply_price: 0 });
  });
});
