import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError, ResourceContextProvider } from "react-admin";
import { ServiceCreate } from "../../../../src/resources/services/ServiceCreate";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const lookups: Record<
  string,
  { id: number; name?: string; first_name?: string; last_name?: string }[]
> = {
  "treatment-types": [{ id: 1, name: "Massage" }],
  // Two locations and two members: with one, it would be chosen already
  // (see tests/web/firstDay).
  locations: [
    { id: 3, name: "Soho" },
    { id: 8, name: "Riverside" },
  ],
  "team-members": [
    { id: 7, first_name: "Maya", last_name: "Stone" },
    { id: 9, first_name: "Omar", last_name: "Haddad" },
  ],
  resources: [{ id: 5, name: "Room 1" }],
  "tax-rates": [{ id: 2, name: "VAT 20%" }],
};

const provider = (create: ReturnType<typeof vi.fn>) => ({
  getList: vi.fn(async (resource: string) => ({
    data: lookups[resource] ?? [],
    total: (lookups[resource] ?? []).length,
  })),
  getMany: vi.fn(async (resource: string, { ids }: { ids: number[] }) => ({
    data: (lookups[resource] ?? []).filter((r) => ids.includes(r.id)),
  })),
  create,
});

const renderCreate = (create: ReturnType<typeof vi.fn>) =>
  renderWithAdmin(
    <ResourceContextProvider value="services">
      <ServiceCreate />
    </ResourceContextProvider>,
    { dataProvider: provider(create) as never },
  );

type User = ReturnType<typeof userEvent.setup>;

/** Name, treatment type, a 65.00 price, a location and a team member: a service the form accepts. */
const fillRequired = async (user: User) => {
  await user.type(await screen.findByLabelText("Name *"), "  Hot stone ");
  await user.click(screen.getByRole("combobox", { name: /Treatment type/ }));
  await user.click(await screen.findByRole("option", { name: "Massage" }));
  await user.type(screen.getByLabelText("Price"), "65");
  await user.click(screen.getByRole("combobox", { name: "Locations" }));
  await user.click(await screen.findByRole("option", { name: "Soho" }));
  await user.click(screen.getByRole("combobox", { name: "Team members" }));
  await user.click(await screen.findByRole("option", { name: "Maya Stone" }));
};

const chooseDeposit = async (user: User, type: string) => {
  await user.click(screen.getByRole("combobox", { name: "Deposit" }));
  await user.click(await screen.findByRole("option", { name: type }));
};

const echo = () =>
  vi.fn(async (_r: string, { data }: { data: object }) => ({
    data: { id: 1, ...data },
  }));

describe("ServiceCreate", () => {
  it("names what is missing and sends nothing", async () => {
    const create = vi.fn();
    renderCreate(create);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Description"), "Relaxing");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Choose at least one team member."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Choose at least one location."),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText("This value is required.").length,
    ).toBeGreaterThanOrEqual(2);
    expect(create).not.toHaveBeenCalled();
  });

  it("sends the service with its pricing option, team member and location", async () => {
    const create = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { id: 1, ...data },
    }));
    renderCreate(create);
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [resource, { data }] = create.mock.calls[0];
    expect(resource).toBe("services");
    expect(data).toMatchObject({
      name: "Hot stone",
      treatment_type_id: 1,
      extra_time_type: "none",
      extra_time_minutes: null,
      deposit_type: "none",
      deposit_amount: null,
      deposit_percent: null,
      online_booking_enabled: true,
      location_ids: [3],
      team_member_ids: [7],
      pricing_options: [
        {
          name: null,
          duration_minutes: 60,
          price_type: "fixed",
          price: 6500,
          special_price: null,
        },
      ],
    });
  });

  it("sends a fixed deposit in minor units and no percentage", async () => {
    const create = echo();
    renderCreate(create);
    const user = userEvent.setup();
    await fillRequired(user);
    expect(screen.queryByLabelText("Deposit amount")).not.toBeInTheDocument();
    await chooseDeposit(user, "Fixed amount");
    expect(
      screen.queryByLabelText("Deposit (% of the price)"),
    ).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Deposit amount"), "20.5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      deposit_type: "fixed",
      deposit_amount: 2050,
      deposit_percent: null,
    });
  });

  it("sends a percentage deposit and drops an amount typed before switching", async () => {
    const create = echo();
    renderCreate(create);
    const user = userEvent.setup();
    await fillRequired(user);
    await chooseDeposit(user, "Fixed amount");
    await user.type(screen.getByLabelText("Deposit amount"), "20");
    await chooseDeposit(user, "Percentage of price");
    expect(screen.queryByLabelText("Deposit amount")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Deposit (% of the price)"), "30");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      deposit_type: "percentage",
      deposit_amount: null,
      deposit_percent: 30,
    });
  });

  it.each([
    ["Fixed amount", "Deposit amount", "", "Enter the deposit amount."],
    [
      "Fixed amount",
      "Deposit amount",
      "65.01",
      "The deposit cannot be more than the lowest price of the service.",
    ],
    [
      "Percentage of price",
      "Deposit (% of the price)",
      "150",
      "Enter a whole percentage from 1 to 100.",
    ],
    [
      "Percentage of price",
      "Deposit (% of the price)",
      "12.5",
      "Enter a whole percentage from 1 to 100.",
    ],
  ])(
    "refuses a %s deposit %s of %j: %s",
    async (type, label, value, message) => {
      const create = vi.fn();
      renderCreate(create);
      const user = userEvent.setup();
      await fillRequired(user);
      await chooseDeposit(user, type);
      if (value) await user.type(screen.getByLabelText(label), value);
      await user.click(screen.getByRole("button", { name: "Save" }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(create).not.toHaveBeenCalled();
    },
  );

  it("accepts a fixed deposit equal to the price and shows the server's refusal on the field", async () => {
    // react-admin logs the rejected call; that log is expected here.
    const log = console.error;
    console.error = (...args: unknown[]) => {
      if (!(args[0] instanceof HttpError)) log(...args);
    };
    const message = "The deposit is too large.";
    const create = vi.fn(async () => {
      throw new HttpError(message, 422, {
        errors: { deposit_amount: message },
      });
    });
    renderCreate(create);
    const user = userEvent.setup();
    await fillRequired(user);
    await chooseDeposit(user, "Fixed amount");
    await user.type(screen.getByLabelText("Deposit amount"), "65");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const field = screen.getByLabelText("Deposit amount");
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    console.error = log;
  });

  it("creates a first treatment type from inside the form and sends its id with the service", async () => {
    const create = vi.fn(
      async (resource: string, { data }: { data: { name?: string } }) =>
        resource === "treatment-types"
          ? { data: { id: 12, name: data.name } }
          : { data: { id: 1, ...data } },
    );
    renderCreate(create);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name *"), "Gel manicure");
    await user.type(
      screen.getByRole("combobox", { name: /Treatment type/ }),
      "Nails",
    );
    await user.click(
      await screen.findByRole("option", { name: "Create “Nails”" }),
    );
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        "treatment-types",
        expect.objectContaining({ data: { name: "Nails" } }),
      ),
    );
    expect(screen.getByLabelText("Name *")).toHaveValue("Gel manicure");
    await user.type(screen.getByLabelText("Price"), "40");
    await user.click(screen.getByRole("combobox", { name: "Locations" }));
    await user.click(await screen.findByRole("option", { name: "Soho" }));
    await user.click(screen.getByRole("combobox", { name: "Team members" }));
    await user.click(await screen.findByRole("option", { name: "Maya Stone" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith("services", expect.anything()),
    );
    const [, { data }] = create.mock.calls.find(([r]) => r === "services")!;
    expect(data).toMatchObject({
      name: "Gel manicure",
      treatment_type_id: 12,
    });
  });
});
