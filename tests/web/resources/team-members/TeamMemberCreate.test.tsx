import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { TeamMemberCreate } from "../../../../src/resources/team-members/TeamMemberCreate";
import { renderWithAdmin } from "../../support/renderWithAdmin";
import { signIn } from "../../support/builders";
import {
  validateTeamMember,
  transformTeamMember,
} from "../../../../src/resources/team-members/teamMemberModel";

/** Option lists: one location (chosen for a new member), no services or departments. */
const getList = vi.fn(async (resource: string) =>
  resource === "locations"
    ? { data: [{ id: 4, name: "Central" }], total: 1 }
    : { data: [], total: 0 },
);
const getMany = vi.fn(async (resource: string) => ({
  data: resource === "locations" ? [{ id: 4, name: "Central" }] : [],
}));

const renderCreate = (
  create = vi.fn(async (_r: string, { data }: { data: object }) => ({
    data: { id: 9, ...data },
  })),
) => {
  // The owner manages staff logins (staff never see that section).
  signIn({ role: 2 });
  renderWithAdmin(
    <ResourceContextProvider value="team-members">
      <TeamMemberCreate />
    </ResourceContextProvider>,
    { dataProvider: { create, getList, getMany } as never },
  );
  return create;
};

describe("TeamMemberCreate", () => {
  it("creates a staff login with the ticked areas, its calendar narrowed to its own appointments", async () => {
    const create = renderCreate();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("First name *"), "Maya");
    await user.type(screen.getByLabelText("E-mail"), "maya@example.com");
    await user.click(screen.getByLabelText("Can sign in"));
    await user.type(
      await screen.findByLabelText("Login password"),
      "Reception#2026",
    );
    await user.click(screen.getByLabelText("Clients"));
    // How much of the calendar: asked only once the calendar is granted.
    expect(screen.queryByRole("group", { name: "Calendar access" })).toBeNull();
    await user.click(screen.getByLabelText("Calendar"));
    const scope = screen.getByRole("group", { name: "Calendar access" });
    expect(
      within(scope).getByLabelText("Every team member's appointments"),
    ).toBeChecked();
    expect(scope).toHaveAccessibleDescription(
      "Colleagues' appointments show as busy time, without client details.",
    );
    await user.click(within(scope).getByLabelText("Own appointments only"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [resource, { data }] = create.mock.calls[0];
    expect(resource).toBe("team-members");
    expect(data).toMatchObject({
      first_name: "Maya",
      email: "maya@example.com",
      login_enabled: true,
      password: "Reception#2026",
      calendar_colour: "#1976D2",
      location_ids: [4],
      own_calendar_only: true,
    });
    expect([...(data as { permissions: number[] }).permissions].sort()).toEqual(
      [2, 3],
    );
  });

  it("groups the 17 areas as the menu, in menu order, with select all and presets", async () => {
    const create = renderCreate();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("First name *"), "Maya");
    await user.type(screen.getByLabelText("E-mail"), "maya@example.com");
    await user.click(screen.getByLabelText("Can sign in"));
    await user.type(
      await screen.findByLabelText("Login password"),
      "Reception#2026",
    );
    const grid = screen.getByRole("group", {
      name: "Areas this member may open",
    });
    const groups = within(grid).getAllByRole("group");
    expect(groups.map((g) => g.querySelector("legend")?.textContent)).toEqual([
      "Calendar",
      "Clients",
      "Products",
      "Team",
      "Resources",
      "Services",
      "Promote",
      "Reports",
      "Settings",
    ]);
    const inGroup = (name: string) =>
      within(
        groups.find((g) => g.querySelector("legend")?.textContent === name)!,
      )
        .getAllByRole("checkbox")
        .map((box) => box.closest("label")?.textContent);
    expect(inGroup("Products")).toEqual(["Products", "Inventory"]);
    expect(inGroup("Reports")).toContain("Reports: vouchers");
    const areas = () =>
      groups.flatMap((g) => within(g).getAllByRole("checkbox"));
    expect(areas()).toHaveLength(17);

    await user.click(screen.getByLabelText("Select all"));
    expect(areas().every((box) => (box as HTMLInputElement).checked)).toBe(
      true,
    );
    await user.click(screen.getByRole("button", { name: "Reception" }));
    expect(screen.getByLabelText("Select all")).toHaveAttribute(
      "data-indeterminate",
      "true",
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(
      (create.mock.calls[0][1].data as { permissions: number[] }).permissions,
    ).toEqual([2, 3, 4, 6]);
  });
});

describe("TeamMemberCreate locations", () => {
  it("refuses to save without a location, with a clear message", async () => {
    getList.mockImplementation(async (resource: string) =>
      resource === "locations"
        ? {
            data: [
              { id: 4, name: "Central" },
              { id: 5, name: "Harbour" },
            ],
            total: 2,
          }
        : { data: [], total: 0 },
    );
    const create = renderCreate();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("First name *"), "Maya");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "Choose at least one location where this member works.",
      ),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});

describe("teamMemberModel", () => {
  it("asks for an e-mail and a password when the login is first enabled", () => {
    expect(validateTeamMember({ login_enabled: true })).toEqual({
      email: "resources.team-members.login.email_required",
      password: "resources.team-members.login.password_required",
    });
    expect(
      validateTeamMember({
        login_enabled: true,
        has_login: true,
        email: "a@b.c",
      }),
    ).toEqual({});
    expect(validateTeamMember({ password: "short" })).toEqual({
      password: "app.validation.password_min",
    });
  });

  it("refuses an employment end before its start", () => {
    expect(
      validateTeamMember({
        employment_start: "2026-05-01",
        employment_end: "2026-04-30",
      }),
    ).toEqual({
      employment_end: "resources.team-members.validation.employment_order",
    });
  });

  it("sends location and service ids as numbers", () => {
    expect(
      transformTeamMember({
        first_name: "Maya",
        location_ids: ["4" as never],
        service_ids: [7],
      }),
    ).toMatchObject({
      location_ids: [4],
      service_ids: [7],
    });
  });

  it("drops read-only fields and an empty password", () => {
    expect(
      transformTeamMember({
        id: 1,
        has_login: true,
        password: "",
        first_name: " Maya ",
        permissions: [3],
      }),
    ).toEqual({ first_name: "Maya", permissions: [3] });
  });
});
