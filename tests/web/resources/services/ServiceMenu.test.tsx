import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { ResourceContextProvider } from "react-admin";
import { ServiceList } from "../../../../src/resources/services/ServiceList";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const service = (
  id: number,
  name: string,
  treatment_type_id: number | null,
  sort_order: number,
  colour: string,
) => ({
  id,
  name,
  treatment_type_id,
  sort_order,
  colour,
  online_booking_enabled: true,
  price_min: 5000,
  price_max: 5000,
  duration_min: 60,
  duration_max: 60,
  deposit_type: "none",
  pricing_options: [],
});

const types = [
  { id: 1, name: "Massage", sort_order: 2, colour: "#aa3300" },
  { id: 2, name: "Facials", sort_order: 1, colour: "#3366aa" },
];

describe("ServiceList as a service menu", () => {
  it("groups the services by treatment type in display order, with the colours", async () => {
    const getList = vi.fn(async () => ({
      data: [
        service(11, "Hot stones", 1, 2, "#ff0000"),
        service(12, "Deep tissue", 1, 1, "#00ff00"),
        service(13, "Hydrafacial", 2, 1, "#0000ff"),
        service(14, "Gift wrapping", null, 1, "#999999"),
      ],
      total: 4,
    }));
    const getMany = vi.fn(async (_r: string, { ids }: { ids: number[] }) => ({
      data: types.filter((type) => ids.includes(type.id)),
    }));
    renderWithAdmin(
      <ResourceContextProvider value="services">
        <ServiceList />
      </ResourceContextProvider>,
      { dataProvider: { getList, getMany } as never },
    );
    const headings = await screen.findAllByRole("heading", { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual([
      "Facials",
      "Massage",
      "Other services",
    ]);
    const section = (name: string) => screen.getByRole("region", { name });
    const names = (name: string) =>
      within(section(name))
        .getAllByRole("row")
        .slice(1)
        .map((row) => within(row).getAllByRole("cell")[2]?.textContent);
    expect(names("Massage")).toEqual(["Deep tissue", "Hot stones"]);
    expect(names("Facials")).toEqual(["Hydrafacial"]);
    expect(names("Other services")).toEqual(["Gift wrapping"]);
    // The type's colour beside its heading, each service's in its row.
    expect(
      within(headings[1]).getByRole("img", { name: "#aa3300" }),
    ).toBeInTheDocument();
    expect(
      within(section("Massage")).getByRole("img", { name: "#00ff00" }),
    ).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      "services",
      expect.objectContaining({
        sort: { field: "sort_order", order: "ASC" },
      }),
    );
  });
});
