import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { memoryStore, ResourceContextProvider } from "react-admin";
import { ServiceList } from "../../../../src/resources/services/ServiceList";
import { renderWithAdmin } from "../../support/renderWithAdmin";
import { mockViewportWidth } from "../../layout/settings/renderWithLayoutAdmin";

describe("ServiceList", () => {
  it("shows the treatment type, the duration and price ranges and the deposit, sorted by a column", async () => {
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
                deposit_type: "fixed",
                deposit_amount: 2000,
                deposit_percent: null,
                pricing_options: [],
              },
              {
                id: 2,
                name: "Laser legs",
                treatment_type_id: 2,
                online_booking_enabled: true,
                price_min: 19900,
                price_max: 19900,
                duration_min: 60,
                duration_max: 60,
                deposit_type: "percentage",
                deposit_amount: null,
                deposit_percent: 30,
                pricing_options: [],
              },
            ],
            total: 2,
          }
        : { data: [], total: 0 },
    );
    const getMany = vi.fn(async () => ({ data: [{ id: 2, name: "Massage" }] }));
    // Sorted by a column (here: name), the list is one table.
    const store = memoryStore({
      "services.listParams": {
        sort: "name",
        order: "ASC",
        page: 1,
        perPage: 25,
        filter: {},
      },
    });
    renderWithAdmin(
      <ResourceContextProvider value="services">
        <ServiceList />
      </ResourceContextProvider>,
      { dataProvider: { getList, getMany } as never, store },
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
        "Deposit",
      ]),
    );
    expect((await screen.findAllByText("Massage")).length).toBe(2);
    expect(screen.getByText("€20.00")).toBeInTheDocument();
    expect(screen.getByText("30%")).toBeInTheDocument();
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

  it("shows the deposit beside the durations on a phone", async () => {
    mockViewportWidth(375);
    const getList = vi.fn(async () => ({
      data: [
        {
          id: 1,
          name: "Couples massage",
          treatment_type_id: 2,
          price_min: 16900,
          price_max: 16900,
          duration_min: 60,
          duration_max: 60,
          deposit_type: "fixed",
          deposit_amount: 5000,
          deposit_percent: null,
          pricing_options: [],
        },
        {
          id: 2,
          name: "Express facial",
          treatment_type_id: 2,
          price_min: 3900,
          price_max: 3900,
          duration_min: 30,
          duration_max: 30,
          deposit_type: "none",
          deposit_amount: null,
          deposit_percent: null,
          pricing_options: [],
        },
      ],
      total: 2,
    }));
    const getMany = vi.fn(async () => ({ data: [] }));
    renderWithAdmin(
      <ResourceContextProvider value="services">
        <ServiceList />
      </ResourceContextProvider>,
      { dataProvider: { getList, getMany } as never },
    );
    expect(await screen.findByText("Couples massage")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(
      screen.getByText("1 h · Deposit \u2066€50.00\u2069"),
    ).toBeInTheDocument();
    expect(screen.getByText("30 min")).toBeInTheDocument();
  });

  it("filters the services that require a deposit", async () => {
    const getList = vi.fn(async (_params: object) => undefined);
    renderWithAdmin(
      <ResourceContextProvider value="services">
        <ServiceList />
      </ResourceContextProvider>,
      {
        dataProvider: {
          getList: vi.fn(async (_r: string, params: object) => {
            await getList(params);
            return {
              data: [{ id: 1, name: "Couples massage", pricing_options: [] }],
              total: 1,
            };
          }),
          getMany: vi.fn(async () => ({ data: [] })),
        } as never,
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add filter" }));
    await user.click(
      await screen.findByRole("menuitemcheckbox", { name: "Requires deposit" }),
    );
    await user.click(
      await screen.findByRole("combobox", { name: "Requires deposit" }),
    );
    await user.click(await screen.findByRole("option", { name: "Yes" }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        expect.objectContaining({ filter: { has_deposit: true } }),
      ),
    );
  });
});
