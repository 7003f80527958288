import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Menu } from "../../../src/layout/Menu";
import { signIn } from "../support/builders";
import { renderWithAdmin } from "../support/renderWithAdmin";

const groupButtons = () =>
  screen
    .getAllByRole("button")
    .filter((item) => item.hasAttribute("aria-expanded"))
    .map((item) => item.textContent);

describe("Menu", () => {
  it("shows a staff user with two areas only those areas and the dashboard", async () => {
    signIn({ role: 3 }, [3, 16]);
    renderWithAdmin(<Menu />);
    expect(await screen.findByText("Dashboard")).toBeInTheDocument();
    expect(groupButtons()).toEqual(["Clients", "Team"]);
    expect(screen.queryByText("Calendar")).not.toBeInTheDocument();
    expect(screen.queryByText("Products")).not.toBeInTheDocument();
    expect(screen.queryByText("Settings")).not.toBeInTheDocument();

    await userEvent.click(screen.getByText("Team"));
    expect(
      await screen.findByRole("link", { name: "Team members" }),
    ).toHaveAttribute("href", expect.stringContaining("/team-members"));
    expect(screen.queryByText("Commission")).toBeInTheDocument();
  });

  it("shows a merchant every area of SPEC §2", async () => {
    signIn({ role: 2 });
    renderWithAdmin(<Menu />);
    expect(await screen.findByText("Calendar")).toBeInTheDocument();
    expect(groupButtons()).toEqual([
      "Clients",
      "Products",
      "Team",
      "Resources",
      "Services",
      "Promote",
      "Reports",
      "Settings",
    ]);
    await userEvent.click(screen.getByText("Settings"));
    await userEvent.click(await screen.findByText("Account setup"));
    expect(await screen.findByText("Business details")).toBeInTheDocument();
  });

  it("is a navigation landmark of links and group buttons that Tab reaches one by one", async () => {
    signIn({ role: 2 });
    renderWithAdmin(<Menu />);
    const nav = await screen.findByRole("navigation", { name: "Main menu" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(screen.queryByRole("menuitem")).toBeNull();
    const groups = within(nav)
      .getAllByRole("button")
      .filter((b) => b.hasAttribute("aria-expanded"));
    const reached: Element[] = [];
    const user = userEvent.setup();
    for (let i = 0; i < 20; i++) {
      await user.tab();
      if (document.activeElement) reached.push(document.activeElement);
    }
    for (const group of groups) expect(reached).toContain(group);
    expect(reached).toContain(
      within(nav).getByRole("link", { name: "Dashboard" }),
    );
    // Enter on a focused group opens it, and its links follow in the Tab order.
    groups[0].focus();
    await user.keyboard("{Enter}");
    expect(groups[0]).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(document.activeElement).toBe(
      within(nav).getByRole("link", { name: "Client list" }),
    );
  });

  it("marks the entry owning the location and opens its groups, whichever URL reached it", async () => {
    signIn({ role: 2 });
    // The SPEC path of tax rates, below /sales (sales history, in reports).
    window.location.hash = "#/sales/taxes";
    renderWithAdmin(<Menu />);
    const nav = await screen.findByRole("navigation", { name: "Main menu" });
    const group = (name: string) =>
      within(nav)
        .getAllByRole("button", { name })
        .filter((b) => b.hasAttribute("aria-expanded"));
    const current = () => nav.querySelectorAll('[aria-current="page"]');
    const expectCurrent = async (name: string) => {
      await waitFor(() => {
        expect(current()).toHaveLength(1);
        expect(current()[0]).toHaveAccessibleName(name);
      });
      const link = within(nav).getByRole("link", { name });
      expect(current()[0]).toBe(link);
      expect(link).toHaveClass("RaMenuItemLink-active");
      expect(link).toBeVisible();
    };

    await expectCurrent("Taxes");
    expect(group("Settings")[0]).toHaveAttribute("aria-expanded", "true");
    // Two groups are named Sales: Reports → Sales (closed), Settings → Sales.
    expect(group("Sales").map((b) => b.getAttribute("aria-expanded"))).toEqual([
      "true",
    ]);
    expect(group("Reports")[0]).toHaveAttribute("aria-expanded", "false");

    // A page below "/sales": only its own entry, not sales history as well.
    window.location.hash = "#/sales/dailySales";
    await expectCurrent("Daily sales");
    expect(group("Reports")[0]).toHaveAttribute("aria-expanded", "true");

    // A group the user closed opens again on the next screen inside it.
    await userEvent.click(group("Settings")[0]);
    expect(group("Settings")[0]).toHaveAttribute("aria-expanded", "false");
    window.location.hash = "#/tax-rates/4/show";
    await expectCurrent("Taxes");
    expect(group("Settings")[0]).toHaveAttribute("aria-expanded", "true");

    // A screen opened from another entry's screen marks that entry.
    window.location.hash = "#/vouchers/9";
    await expectCurrent("Voucher types");
    expect(group("Promote")[0]).toHaveAttribute("aria-expanded", "true");
    window.location.hash = "#/account/my-profile";
    await waitFor(() => expect(current()).toHaveLength(0));
  });
});
