import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { CommissionPlanCreate } from "../../../../src/resources/commission-plans/CommissionPlanCreate";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const OPTIONS: Record<string, object[]> = {
  "team-members": [{ id: 7, first_name: "Maya", last_name: "Stone" }],
  services: [{ id: 11, name: "Deep tissue" }],
};
const getList = vi.fn(async (resource: string) => ({
  data: OPTIONS[resource] ?? [],
  total: (OPTIONS[resource] ?? []).length,
}));
const getMany = vi.fn(async (resource: string, { ids }: { ids: number[] }) => ({
  data: (OPTIONS[resource] ?? []).filter((r) =>
    ids.includes((r as { id: number }).id),
  ),
}));

const renderCreate = (create: (...args: never[]) => Promise<unknown>) =>
  renderWithAdmin(
    <ResourceContextProvider value="commission-plans">
      <CommissionPlanCreate />
    </ResourceContextProvider>,
    { dataProvider: { create, getList, getMany } as never },
  );

describe("CommissionPlanCreate", { timeout: 30_000 }, () => {
  it("sends the member and the rules with their rates", async () => {
    const create = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { id: 1, ...data },
    }));
    renderCreate(create as never);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText("Team member"));
    await user.click(await screen.findByRole("option", { name: "Maya Stone" }));
    const rate = screen.getByLabelText("Rate (%)");
    await user.clear(rate);
    await user.type(rate, "12.5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [resource, { data }] = create.mock.calls[0];
    expect(resource).toBe("commission-plans");
    expect(data).toEqual({
      team_member_id: 7,
      deduct_discounts: true,
      rules: [
        {
          item_type: "service",
          enabled: true,
          rate_type: "percent",
          rate_pct: 12.5,
          fixed_amount: null,
          overrides: [],
        },
      ],
    });
  });

  it("explains a rate over 100 %, without sending", async () => {
    const create = vi.fn();
    renderCreate(create as never);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText("Team member"));
    await user.click(await screen.findByRole("option", { name: "Maya Stone" }));
    const rate = screen.getByLabelText("Rate (%)");
    await user.clear(rate);
    await user.type(rate, "150");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Enter a rate from 0 to 100."),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
