import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { ResourceContextProvider } from "react-admin";
import { ServiceCreate } from "../../../src/resources/services/ServiceCreate";
import { MembershipCreate } from "../../../src/resources/memberships/MembershipCreate";
import { renderWithAdmin } from "../support/renderWithAdmin";

/** A new business: the one location made at sign-up, the owner as its one team member. */
const lookups: Record<string, object[]> = {
  "treatment-types": [{ id: 1, name: "Massage" }],
  locations: [{ id: 3, name: "Lotus Spa" }],
  "team-members": [{ id: 7, first_name: "Lena", last_name: "Lotus" }],
};

const provider = {
  getList: vi.fn(async (resource: string) => ({
    data: lookups[resource] ?? [],
    total: (lookups[resource] ?? []).length,
  })),
  getMany: vi.fn(async (resource: string, { ids }: { ids: number[] }) => ({
    data: ((lookups[resource] ?? []) as { id: number }[]).filter((r) =>
      ids.includes(r.id),
    ),
  })),
  create: vi.fn(),
};

const render = (resource: string, view: React.ReactElement) =>
  renderWithAdmin(
    <ResourceContextProvider value={resource}>{view}</ResourceContextProvider>,
    { dataProvider: provider as never },
  );

describe("the first forms of a new business", () => {
  it("a new service: the only location and the only team member are chosen, the price is empty and not yet an error, the colour is a colour", async () => {
    render("services", <ServiceCreate />);
    const price = await screen.findByLabelText("Price");
    expect(price).toHaveValue(null);
    expect(screen.queryByText("This value is required.")).toBeNull();
    const chosen = (field: string, name: string) =>
      waitFor(() =>
        expect(
          within(
            screen
              .getByRole("combobox", { name: field })
              .closest(".MuiFormControl-root") as HTMLElement,
          ).queryByText(name),
        ).not.toBeNull(),
      );
    await chosen("Locations", "Lotus Spa");
    await chosen("Team members", "Lena Lotus");
    expect(screen.getByLabelText("Colour")).not.toHaveValue("#000000");
  });

  it("a new membership: the colour is a colour, not black", async () => {
    render("memberships", <MembershipCreate />);
    const colour = await screen.findByLabelText("Colour");
    expect(colour).not.toHaveValue("#000000");
  });
});
