import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { HorizontalLayout } from "../../../../src/layout/horizontal";
import {
  mockViewportWidth,
  renderWithLayoutAdmin,
} from "../settings/renderWithLayoutAdmin";
import { testMenu } from "./testMenu";

/** The panel a disclosure button controls (aria-controls). */
const panelOf = (button: HTMLElement) => {
  expect(button).toHaveAttribute("aria-expanded", "true");
  return document.getElementById(
    button.getAttribute("aria-controls") ?? "",
  ) as HTMLElement;
};

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
    const notifications = screen.getByRole("button", {
      name: "Notifications (3)",
    });
    expect(within(notifications).getByText("3")).toBeInTheDocument();
    const profile = screen.getByRole("button", { name: "Profile (11)" });
    expect(within(profile).getByText("11")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveAttribute(
      "placeholder",
      "Search…",
    );
  });

  it("draws the menu table as links and disclosure buttons showing panels of links", async () => {
    const user = userEvent.setup();
    renderLayout();
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    expect(within(nav).getByRole("link", { name: "Calendar" })).toHaveAttribute(
      "href",
      hrefTo("/calendar"),
    );
    const clients = within(nav).getByRole("button", { name: "Clients" });
    expect(clients).toHaveAttribute("aria-expanded", "false");
    expect(clients).not.toHaveAttribute("aria-haspopup");
    await user.click(clients);
    const panel = panelOf(clients);
    expect(
      within(panel).getByRole("link", { name: "Client list" }),
    ).toHaveAttribute("href", hrefTo("/clients"));
    expect(within(panel).getByRole("link", { name: "Sources" })).toBeVisible();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    // Escape closes the panel and returns the focus to its button.
    await user.click(within(panel).getByRole("link", { name: "Sources" }));
    await user.click(clients);
    await user.tab();
    expect(
      within(panelOf(clients)).getByRole("link", { name: "Client list" }),
    ).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(clients).toHaveAttribute("aria-expanded", "false");
    expect(clients).toHaveFocus();
  });

  it("marks the current screen's entry and the group holding it", async () => {
    const user = userEvent.setup();
    window.location.hash = "#/sales/dailySales";
    renderLayout();
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    const reports = within(nav).getByRole("button", { name: "Reports" });
    await waitFor(() =>
      expect(reports).toHaveAttribute("aria-current", "true"),
    );
    expect(
      within(nav).getByRole("button", { name: "Clients" }),
    ).not.toHaveAttribute("aria-current");
    await user.click(reports);
    expect(
      within(panelOf(reports)).getByRole("link", { name: "Daily sales" }),
    ).toHaveAttribute("aria-current", "page");
    // An edit page of a resource marks its list's entry.
    window.location.hash = "#/referral-sources/3";
    const clients = within(nav).getByRole("button", { name: "Clients" });
    await waitFor(() =>
      expect(clients).toHaveAttribute("aria-current", "true"),
    );
    expect(reports).not.toHaveAttribute("aria-current");
    await user.click(clients);
    const panel = panelOf(clients);
    expect(
      within(panel).getByRole("link", { name: "Sources" }),
    ).toHaveAttribute("aria-current", "page");
    expect(
      within(panel).getByRole("link", { name: "Client list" }),
    ).not.toHaveAttribute("aria-current");
    window.location.hash = "#/";
  });

  it("shows a nested group under its own heading", async () => {
    const user = userEvent.setup();
    renderLayout();
    const reports = screen.getByRole("button", { name: "Reports" });
    await user.click(reports);
    const sales = within(panelOf(reports)).getByRole("list", { name: "Sales" });
    expect(
      within(sales).getByRole("link", { name: "Daily sales" }),
    ).toHaveAttribute("href", hrefTo("/sales/dailySales"));
  });

  it("hides what a staff user may not open (SPEC §6)", async () => {
    const user = userEvent.setup();
    signInAsStaff([3]);
    renderLayout();
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    expect(within(nav).queryByText("Calendar")).not.toBeInTheDocument();
    expect(within(nav).queryByText("Reports")).not.toBeInTheDocument();
    const clients = within(nav).getByRole("button", { name: "Clients" });
    await user.click(clients);
    const panel = panelOf(clients);
    expect(within(panel).getByText("Client list")).toBeInTheDocument();
    expect(within(panel).queryByText("Sources")).not.toBeInTheDocument();
  });

  it("opens the static mega menu and notifications", async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole("button", { name: "Mega menu" }));
    const mega = await screen.findByTestId("mega-menu");
    expect(
      within(mega).getByRole("list", { name: "Appointments" }),
    ).toBeVisible();
    expect(within(mega).getByText("Loyalty programme")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() =>
      expect(screen.getByTestId("mega-menu")).not.toBeVisible(),
    );

    await user.click(screen.getByRole("button", { name: "Notifications (3)" }));
    const notices = await screen.findByRole("region", {
      name: "Notifications",
    });
    expect(within(notices).getByText("New booking")).toBeInTheDocument();
    expect(within(notices).getByText("Low stock")).toBeInTheDocument();
    expect(within(notices).getByText("New review")).toBeInTheDocument();
  });

  it("moves the menu into a drawer below 768 px", async () => {
    const user = userEvent.setup();
    mockViewportWidth(500);
    window.location.hash = "#/clients/7/show";
    renderLayout();
    expect(screen.queryByTestId("mobile-sidebar")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByTestId("mobile-sidebar");
    // The current screen's entry is marked in the drawer too.
    expect(
      within(drawer).getByRole("link", { name: "Client list" }),
    ).toHaveAttribute("aria-current", "page");
    expect(drawer.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    expect(within(drawer).queryByRole("menu")).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole("link", { name: "Calendar" }));
    await waitFor(() =>
      expect(screen.queryByTestId("mobile-sidebar")).not.toBeInTheDocument(),
    );
  });
});
