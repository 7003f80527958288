import { describe, expect, it, vi } from "vitest";
import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { ServiceCreate } from "../../../../src/resources/services/ServiceCreate";
import { renderWithAdmin } from "../../support/renderWithAdmin";

// Forms with pickers render slowly on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const lookups: Record<
  string,
  { id: number; name?: string; first_name?: string; last_name?: string }[]
> = {
  "treatment-types": [{ id: 1, name: "Massage" }],
  locations: [{ id: 3, name: "Soho" }],
  "team-members": [{ id: 7, first_name: "Maya", last_name: "Stone" }],
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

describe("ServiceCreate", { timeout: 60_000 }, () => {
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
    await user.type(await screen.findByLabelText("Name *"), "  Hot stone ");
    await user.click(screen.getByRole("combobox", { name: /Treatment type/ }));
    await user.click(await screen.findByRole("option", { name: "Massage" }));
    await user.type(screen.getByLabelText("Price"), "65");
    await user.click(screen.getByRole("combobox", { name: "Locations" }));
    await user.click(await screen.findByRole("option", { name: "Soho" }));
    await user.click(screen.getByRole("combobox", { name: "Team members" }));
    await user.click(await screen.findByRole("option", { name: "Maya Stone" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [resource, { data }] = create.mock.calls[0];
    expect(resource).toBe("services");
    expect(data).toMatchObject({
      name: "Hot stone",
      treatment_type_id: 1,
      extra_time_type: "none",
      extra_time_minutes: null,
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
});
