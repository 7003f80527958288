import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { ResourceContextProvider } from "react-admin";
import { ProductList } from "../../../../src/resources/products/ProductList";
import { renderWithAdmin } from "../../support/renderWithAdmin";

describe("ProductList", () => {
  it("shows the columns, the brand from the option list and prices in the currency", async () => {
    const getList = vi.fn(async () => ({
      data: [
        {
          id: 1,
          name: "Argan oil",
          sku: "ARG-1",
          barcode: "5012345678900",
          brand_id: 3,
          usage_type: "both",
          supply_price: 450,
          retail_price: 1299,
          image_path: null,
        },
      ],
      total: 1,
    }));
    const getMany = vi.fn(async (resource: string) => ({
      data: resource === "brands" ? [{ id: 3, name: "Moroccan Gold" }] : [],
    }));
    renderWithAdmin(
      <ResourceContextProvider value="products">
        <ProductList />
      </ResourceContextProvider>,
      { dataProvider: { getList, getMany } as never },
    );
    expect(await screen.findByText("Argan oil")).toBeInTheDocument();
    for (const header of [
      "Name",
      "SKU",
      "Barcode",
      "Brand",
      "Usage",
      "Supply price",
      "Retail price",
    ]) {
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    }
    expect(await screen.findByText("Moroccan Gold")).toBeInTheDocument();
    expect(screen.getByText("Retail and professional")).toBeInTheDocument();
    expect(screen.getByText(/12\.99/)).toBeInTheDocument();
    expect(getMany).toHaveBeenCalledWith(
      "brands",
      expect.objectContaining({ meta: { options: true } }),
    );
  });
});
