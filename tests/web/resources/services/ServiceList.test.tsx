import { describe, expect, it, vi } from "vitest";
import { configure, screen, within } from "@testing-library/react";
import { ResourceContextProvider } from "react-admin";
import { ServiceList } from "../../../../src/resources/services/ServiceList";
import { renderWithAdmin } from "../../support/renderWithAdmin";

// Forms with pickers render slowly on a busy machine.
configure({ asyncUtilTimeout: 5000 });

describe("ServiceList", { timeout: 40_000 }, () => {
  it("shows the treatment type, the duration and price ranges, sorted by name", async () => {
    const getList = vi.fn(async (resource: string) =>
      resource === "services"
        ? {
            data: [
              {
                id: 1,
                name: "Deep tissue",
                treatment_type_id: 2,
                online_booking_enabled: true,
                price_min: 5000,
                price_max: 8500,
                duration_min: 60,
                duration_max: 90,
                pricing_options: [],
              },
            ],
            total: 1,
          }
        : { data: [], total: 0 },
    );
    const getMany = vi.fn(async () => ({ data: [{ id: 2, name: "Massage" }] }));
    renderWithAdmin(
      <ResourceContextProvider value="services">
        <ServiceList />
      </ResourceContextProvider>,
      { dataProvider: { getList, getMany } as never },
    );
    const table = await screen.findByRole("table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((c) => c.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        "Name",
        "Treatment type",
        "Duration",
        "Price",
        "Bookable online",
      ]),
    );
    expect(await screen.findByText("Massage")).toBeInTheDocument();
    expect(screen.getByText("1 h – 1 h 30 min")).toBeInTheDocument();
    expect(screen.getByText("€50.00 – €85.00")).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      "services",
      expect.objectContaining({
        sort: { field: "name", order: "ASC" },
        pagination: { page: 1, perPage: 25 },
      }),
    );
    expect(
      screen.getByRole("button", { name: "Export CSV" }),
    ).toBeInTheDocument();
  });

  it("invites creating the first service when there is none", async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    renderWithAdmin(
      <ResourceContextProvider value="services">
        <ServiceList />
      </ResourceContextProvider>,
      { dataProvider: { getList } as never },
    );
    expect(await screen.findByText("No services yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create" })).toBeInTheDocument();
  });
});
