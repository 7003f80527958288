import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SettingsPage } from "../../../src/settings";
import { AppBar } from "../../../src/layout/AppBar";
import { signIn } from "../support/builders";
import { renderWithAdmin } from "../support/renderWithAdmin";

/** The section named `name` and the names of its links. */
const section = (name: string) => screen.getByRole("region", { name });
const linkNames = (name: string) =>
  within(section(name))
    .queryAllByRole("link")
    .map((link) => link.textContent);
const headings = () =>
  screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("the Settings page (/settings)", () => {
  it("lists the owner's every settings area, grouped as the menu groups them, and language and display", async () => {
    signIn({ role: 2 });
    renderWithAdmin(<SettingsPage />);
    await screen.findByRole("region", { name: "Account setup" });
    expect(headings()).toEqual([
      "Account setup",
      "Sales",
      "More settings",
      "Language and display",
    ]);
    expect(linkNames("Account setup")).toEqual([
      "Locations",
      "Business details",
      "Billing details",
      "Online booking",
      "Closed dates",
      "Departments",
    ]);
    expect(linkNames("Sales")).toEqual([
      "Invoice sequencing",
      "Taxes",
      "Tips",
      "Payment types",
    ]);
    expect(linkNames("More settings")).toEqual(["Devices"]);
    // Each link opens the area's screen, where the menu's entry leads.
    const hrefOf = (name: string) =>
      screen.getByRole("link", { name }).getAttribute("href");
    expect(hrefOf("Business details")).toMatch(/\/business-details$/);
    expect(hrefOf("Taxes")).toMatch(/\/tax-rates$/);
    expect(hrefOf("Devices")).toMatch(/\/devices$/);

    // Language and display: the language, and the layout panel.
    const display = section("Language and display");
    const language = within(display).getByRole("combobox", {
      name: "Language",
    });
    expect(language).toHaveValue("en");
    const open = within(display).getByRole("button", {
      name: "Open layout settings",
    });
    await userEvent.click(open);
    expect(
      await screen.findByRole("dialog", { name: "Layout settings" }),
    ).toBeInTheDocument();
  });

  it("shows staff only the areas they may open; language and display always", async () => {
    signIn({ role: 3 }, [14, 3]);
    const { unmount } = renderWithAdmin(<SettingsPage />);
    await screen.findByRole("region", { name: "Account setup" });
    // The business, billing and online-booking setup are the owner's (-1).
    expect(linkNames("Account setup")).toEqual([
      "Locations",
      "Closed dates",
      "Departments",
    ]);
    expect(linkNames("Sales")).toHaveLength(4);
    unmount();

    signIn({ role: 3 }, [3]);
    renderWithAdmin(<SettingsPage />);
    await screen.findByRole("region", { name: "Language and display" });
    expect(headings()).toEqual(["Language and display"]);
    expect(screen.queryAllByRole("link")).toEqual([]);
  });

  it("is where the top bar's gear leads", async () => {
    signIn({ role: 2 });
    renderWithAdmin(<AppBar />);
    const gear = await screen.findByRole("link", { name: "Settings" });
    expect(gear.getAttribute("href")).toMatch(/\/settings$/);
    expect(
      screen.queryByRole("button", { name: "Open layout settings" }),
    ).toBeNull();
  });
});
