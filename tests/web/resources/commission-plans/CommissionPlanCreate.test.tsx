import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
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

describe("CommissionPlanCreate", () => {
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

  /** Picks the member, makes the first rule tiered and adds two tiers: up to 1,000 at 5 %, then 7.5 %. */
  const fillTiered = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByLabelText("Team member"));
    await user.click(await screen.findByRole("option", { name: "Maya Stone" }));
    await user.click(screen.getByRole("combobox", { name: "Commission type" }));
    await user.click(
      await screen.findByRole("option", { name: "Tiered by sales" }),
    );
    const tiers = () =>
      document.getElementsByClassName(
        "ra-input-rules.0.tiers",
      )[0] as HTMLElement;
    await waitFor(() => expect(tiers()).toBeTruthy());
    const addTier = () =>
      user.click(
        within(tiers()).getAllByRole("button", { name: "Add" }).at(-1)!,
      );
    await addTier();
    await user.type(within(tiers()).getAllByLabelText(/Up to/)[0], "1000");
    await user.type(within(tiers()).getAllByLabelText("Rate (%)")[0], "5");
    await addTier();
    await user.type(within(tiers()).getAllByLabelText("Rate (%)")[1], "7.5");
    return tiers;
  };

  it("sends a tiered rule with its ordered tiers, period and mode", async () => {
    const create = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { id: 1, ...data },
    }));
    renderCreate(create as never);
    const user = userEvent.setup();
    const tiers = await fillTiered(user);
    // Each new tier starts where the previous one ends.
    const froms = within(tiers()).getAllByLabelText(
      "From sales of",
    ) as HTMLInputElement[];
    expect(froms.map((f) => Number(f.value))).toEqual([0, 1000]);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [, { data }] = create.mock.calls[0];
    expect(data).toEqual({
      team_member_id: 7,
      deduct_discounts: true,
      rules: [
        {
          item_type: "service",
          enabled: true,
          rate_type: "tiered",
          rate_pct: null,
          fixed_amount: null,
          tiers: [
            { from: 0, to: 100_000, rate_pct: 5 },
            { from: 100_000, to: null, rate_pct: 7.5 },
          ],
          tier_period: "month",
          tier_mode: "progressive",
          overrides: [],
        },
      ],
    });
  });

  it("explains tiers out of order, without sending", async () => {
    const create = vi.fn();
    renderCreate(create as never);
    const user = userEvent.setup();
    const tiers = await fillTiered(user);
    // A gap: the second tier starts above where the first ends.
    const second = within(tiers()).getAllByLabelText("From sales of")[1];
    await user.clear(second);
    await user.type(second, "1200");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "Tiers must be in ascending order without gaps or overlaps.",
      ),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
