import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError, ResourceContextProvider } from "react-admin";
import { ServiceEdit } from "../../../../src/resources/services/ServiceEdit";
import type { Service } from "../../../../src/resources/services/serviceTypes";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const service: Service = {
  id: 4,
  name: "Deep tissue",
  description: null,
  treatment_type_id: 1,
  extra_time_type: "none",
  extra_time_minutes: null,
  resources_required: false,
  online_booking_enabled: true,
  voucher_sales_enabled: true,
  commission_enabled: true,
  deposit_type: "fixed",
  deposit_amount: 2000,
  deposit_percent: null,
  tax_rate_id: null,
  colour: null,
  sort_order: 0,
  team_member_ids: [7],
  location_ids: [3],
  resource_ids: [],
  pricing_options: [
    {
      id: 11,
      name: "60 min",
      duration_minutes: 60,
      price_type: "fixed",
      price: 6000,
      special_price: null,
      sort_order: 0,
    },
  ],
  price_min: 6000,
  price_max: 6000,
  duration_min: 60,
  duration_max: 60,
};

const lookups: Record<string, object[]> = {
  "treatment-types": [{ id: 1, name: "Massage" }],
  locations: [{ id: 3, name: "Soho" }],
  "team-members": [{ id: 7, first_name: "Maya", last_name: "Stone" }],
  resources: [{ id: 5, name: "Room 1" }],
  "tax-rates": [{ id: 2, name: "VAT 20%" }],
};

const provider = (update: ReturnType<typeof vi.fn>) => ({
  getOne: vi.fn(async () => ({ data: service })),
  getList: vi.fn(async (resource: string) => ({
    data: lookups[resource] ?? [],
    total: (lookups[resource] ?? []).length,
  })),
  getMany: vi.fn(async (resource: string, { ids }: { ids: number[] }) => ({
    data: (lookups[resource] ?? []).filter((r) =>
      ids.includes((r as { id: number }).id),
    ),
  })),
  update,
});

const renderEdit = (update: ReturnType<typeof vi.fn>) =>
  renderWithAdmin(
    <ResourceContextProvider value="services">
      <ServiceEdit id={4} />
    </ResourceContextProvider>,
    { dataProvider: provider(update) as never },
  );

describe("ServiceEdit", () => {
  it("sends the option with its id and the new special price in minor units", async () => {
    const update = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { ...service, ...data },
    }));
    renderEdit(update);
    const user = userEvent.setup();
    const special = await screen.findByLabelText("Special price");
    await user.type(special, "55.5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const [resource, { data }] = update.mock.calls[0];
    expect(resource).toBe("services");
    expect(data).toMatchObject({
      name: "Deep tissue",
      team_member_ids: [7],
      location_ids: [3],
      pricing_options: [
        {
          id: 11,
          name: "60 min",
          duration_minutes: 60,
          price_type: "fixed",
          price: 6000,
          special_price: 5550,
        },
      ],
    });
    expect(data).not.toHaveProperty("price_min");
  });

  it("refuses a special price that is not below the price, in the user's words", async () => {
    const update = vi.fn();
    renderEdit(update);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Special price"), "60");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("The special price must be below the price."),
    ).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it("asks for the extra minutes once an extra time is chosen", async () => {
    const update = vi.fn();
    renderEdit(update);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("combobox", { name: "Extra time" }),
    );
    await user.click(
      await screen.findByRole("option", {
        name: "Blocked time (team member busy)",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "Enter the extra time in whole minutes, from 5 to 120.",
      ),
    ).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it("shows the server's 422 message on the nested option input", async () => {
    // react-admin logs the rejected call; that log is expected here.
    const log = console.error;
    console.error = (...args: unknown[]) => {
      if (!(args[0] instanceof HttpError)) log(...args);
    };
    const update = vi.fn(async () => {
      throw new HttpError("Invalid", 422, {
        errors: {
          "pricing_options.0.duration_minutes": "Use steps of 5 minutes.",
        },
      });
    });
    renderEdit(update);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText("Name *"));
    await user.type(screen.getByLabelText("Name *"), "Hot stone");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Use steps of 5 minutes."),
    ).toBeInTheDocument();
  });

  it("shows the stored fixed deposit and clears it when the deposit is turned off", async () => {
    const update = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { ...service, ...data },
    }));
    renderEdit(update);
    const user = userEvent.setup();
    expect(await screen.findByLabelText("Deposit amount")).toHaveValue(20);
    await user.click(screen.getByRole("combobox", { name: "Deposit" }));
    await user.click(await screen.findByRole("option", { name: "None" }));
    expect(screen.queryByLabelText("Deposit amount")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({
      deposit_type: "none",
      deposit_amount: null,
      deposit_percent: null,
    });
  });

  it("refuses a deposit above a price lowered in the same edit", async () => {
    const update = vi.fn();
    renderEdit(update);
    const user = userEvent.setup();
    const price = await screen.findByLabelText("Price");
    await user.clear(price);
    await user.type(price, "15");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "The deposit cannot be more than the lowest price of the service.",
      ),
    ).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it("shows the server's 422 message on the deposit percentage", async () => {
    const log = console.error;
    console.error = (...args: unknown[]) => {
      if (!(args[0] instanceof HttpError)) log(...args);
    };
    const message = "Enter the deposit percentage (1 to 100).";
    const update = vi.fn(async (_r: string, _p: { data: object }) => {
      throw new HttpError(message, 422, {
        errors: { deposit_percent: message },
      });
    });
    renderEdit(update);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("combobox", { name: "Deposit" }));
    await user.click(
      await screen.findByRole("option", { name: "Percentage of price" }),
    );
    await user.type(screen.getByLabelText("Deposit (% of the price)"), "25");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({
      deposit_type: "percentage",
      deposit_amount: null,
      deposit_percent: 25,
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    console.error = log;
  });
});
