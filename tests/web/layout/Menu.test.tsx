import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
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

  it("opens a group with the entry of the current page", async () => {
    signIn({ role: 2 });
    window.history.replaceState(null, "", "/");
    renderWithAdmin(<Menu />);
    await userEvent.click(await screen.findByText("Reports"));
    await userEvent.click(await screen.findByText("Finances"));
    expect(
      await screen.findByRole("link", { name: "Transaction summary" }),
    ).toHaveAttribute(
      "href",
      expect.stringContaining("/reports/finances/transaction-summary"),
    );
  });
});
