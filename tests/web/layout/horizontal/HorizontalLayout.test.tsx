import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { HorizontalLayout } from "../../../../src/layout/horizontal";
import {
  mockViewportWidth,
  renderWithLayoutAdmin,
} from "../settings/renderWithLayoutAdmin";
import { testMenu } from "./testMenu";

/** AdminContext routes with a hash router: "#/calendar". */
const hrefTo = (path: string) => expect.stringMatching(new RegExp(`${path}$`));

const renderLayout = () =>
  renderWithLayoutAdmin(
    <HorizontalLayout items={testMenu}>
      <p>Page content</p>
    </HorizontalLayout>,
  );

const signInAsStaff = (serviceIds: number[]) => {
  localStorage.setItem("currentUser", JSON.stringify({ role: 3, token: "t" }));
  localStorage.setItem(
    "permissions",
    JSON.stringify(
      serviceIds.map((id) => ({ service_id: id, permission_status: 1 })),
    ),
  );
};

describe("HorizontalLayout", () => {
  it("shows the page, the menu bar and the sample badges 3 and 11", () => {
    renderLayout();
    expect(screen.getByText("Page content")).toBeInTheDocument();
    expect(screen.getByTestId("layout-root")).toHaveAttribute(
      "data-layout",
      "horizontal",
    );
    const notifications = screen.getByRole("button", { name: "Notifications" });
    expect(within(notifications).getByText("3")).toBeInTheDocument();
    const profile = screen.getByRole("button", { name: "Profile" });
    expect(within(profile).getByText("11")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveAttribute(
      "placeholder",
      "Search…",
    );
  });

  it("draws the menu table as links and drop-downs", async () => {
    const user = userEvent.setup();
    renderLayout();
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    expect(within(nav).getByRole("link", { name: "Calendar" })).toHaveAttribute(
      "href",
      hrefTo("/calendar"),
    );
    await user.click(within(nav).getByRole("button", { name: "Clients" }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu).getByRole("menuitem", { name: "Client list" }),
    ).toHaveAttribute("href", hrefTo("/clients"));
    expect(
      within(menu).getByRole("menuitem", { name: "Sources" }),
    ).toBeInTheDocument();
  });

  it("shows a nested group under its own heading", async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole("button", { name: "Reports" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Sales")).toBeInTheDocument();
    expect(
      within(menu).getByRole("menuitem", { name: "Daily sales" }),
    ).toHaveAttribute("href", hrefTo("/sales/dailySales"));
  });

  it("hides what a staff user may not open (SPEC §6)", async () => {
    const user = userEvent.setup();
    signInAsStaff([3]);
    renderLayout();
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    expect(within(nav).queryByText("Calendar")).not.toBeInTheDocument();
    expect(within(nav).queryByText("Reports")).not.toBeInTheDocument();
    await user.click(within(nav).getByRole("button", { name: "Clients" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Client list")).toBeInTheDocument();
    expect(within(menu).queryByText("Sources")).not.toBeInTheDocument();
  });

  it("opens the static mega menu and notifications", async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole("button", { name: "Mega menu" }));
    const mega = await screen.findByTestId("mega-menu");
    expect(within(mega).getByText("Appointments")).toBeInTheDocument();
    expect(within(mega).getByText("Loyalty programme")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() =>
      expect(screen.queryByTestId("mega-menu")).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole("button", { name: "Notifications" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("New booking")).toBeInTheDocument();
    expect(within(menu).getByText("Low stock")).toBeInTheDocument();
    expect(within(menu).getByText("New review")).toBeInTheDocument();
  });

  it("moves the menu into a drawer below 768 px", async () => {
    const user = userEvent.setup();
    mockViewportWidth(500);
    renderLayout();
    expect(screen.queryByTestId("mobile-sidebar")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByTestId("mobile-sidebar");
    expect(
      within(drawer).getByRole("menuitem", { name: "Client list" }),
    ).toBeInTheDocument();
    await user.click(
      within(drawer).getByRole("menuitem", { name: "Calendar" }),
    );
    await waitFor(() =>
      expect(screen.queryByTestId("mobile-sidebar")).not.toBeInTheDocument(),
    );
  });
});
