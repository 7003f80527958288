import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { MembershipCreate } from "../../../../src/resources/memberships/MembershipCreate";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const lookups: Record<string, { id: number; name: string }[]> = {
  services: [{ id: 9, name: "Deep tissue" }],
  locations: [{ id: 3, name: "Soho" }],
  "tax-rates": [],
};

const renderCreate = (create: ReturnType<typeof vi.fn>) =>
  renderWithAdmin(
    <ResourceContextProvider value="memberships">
      <MembershipCreate />
    </ResourceContextProvider>,
    {
      dataProvider: {
        getList: vi.fn(async (resource: string) => ({
          data: lookups[resource] ?? [],
          total: (lookups[resource] ?? []).length,
        })),
        getMany: vi.fn(
          async (resource: string, { ids }: { ids: number[] }) => ({
            data: (lookups[resource] ?? []).filter((r) => ids.includes(r.id)),
          }),
        ),
        create,
      } as never,
    },
  );

describe("MembershipCreate", () => {
  it("asks for the number of sessions of a limited membership and the services it covers", async () => {
    const create = vi.fn();
    renderCreate(create);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name *"), "Spa club");
    await user.click(screen.getByLabelText("Selected services"));
    await user.click(screen.getByRole("combobox", { name: /Sessions/ }));
    await user.click(await screen.findByRole("option", { name: "Limited" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Enter the number of sessions (1 to 1000)."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Choose at least one service."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Choose at least one location."),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("sends an unlimited membership for all services with its price in minor units", async () => {
    const create = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { id: 1, ...data },
    }));
    renderCreate(create);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name *"), "Unlimited yoga");
    await user.type(screen.getByLabelText("Price *"), "120");
    await user.click(screen.getByRole("combobox", { name: "Locations" }));
    await user.click(await screen.findByRole("option", { name: "Soho" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      name: "Unlimited yoga",
      services_scope: "all",
      service_ids: [],
      session_type: "unlimited",
      sessions_count: null,
      valid_for_value: 1,
      valid_for_unit: "months",
      price: 12000,
      location_ids: [3],
    });
  });
});
