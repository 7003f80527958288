import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import MenuItem from "@mui/material/MenuItem";
import MenuList from "@mui/material/MenuList";
import { LinkBase, SidebarToggleButton } from "react-admin";
import { describe, expect, it } from "vitest";
import { ResponsiveSidebar } from "../../../../src/layout/responsive";
import {
  mockViewportWidth,
  renderWithLayoutAdmin,
} from "../settings/renderWithLayoutAdmin";
import { keepAllStyleRules } from "../../support/styleRules";

// These tests read the colours the theme gives (tests/web/support/styleRules.ts).
keepAllStyleRules();

const Shell = () => (
  <>
    <SidebarToggleButton />
    <ResponsiveSidebar>
      <MenuList>
        <MenuItem component={LinkBase} to="/clients">
          Clients
        </MenuItem>
      </MenuList>
    </ResponsiveSidebar>
  </>
);

describe("ResponsiveSidebar", () => {
  it("is the docked sidebar from 768 px up", () => {
    mockViewportWidth(1024);
    renderWithLayoutAdmin(<Shell />);
    expect(screen.queryByTestId("mobile-sidebar")).not.toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Clients" })).toBeVisible();
  });

  it("is a temporary drawer below 768 px, opened from the menu button", async () => {
    const user = userEvent.setup();
    mockViewportWidth(767);
    renderWithLayoutAdmin(<Shell />);
    // kept mounted but closed, even though the desktop sidebar state is open
    expect(screen.queryByRole("menuitem", { name: "Clients" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByTestId("mobile-sidebar");
    await user.click(within(drawer).getByRole("menuitem", { name: "Clients" }));
    await waitFor(() =>
      expect(screen.queryByRole("menuitem", { name: "Clients" })).toBeNull(),
    );

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(
      await screen.findByRole("menuitem", { name: "Clients" }),
    ).toBeVisible();
  });

  it("applies the dark sidebar colours to the mobile drawer", async () => {
    const user = userEvent.setup();
    mockViewportWidth(500);
    const { store } = renderWithLayoutAdmin(<Shell />);
    store.setItem("layout.settings", { sidebar: "dark" });
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByTestId("mobile-sidebar");
    const paper = drawer.querySelector(".MuiDrawer-paper");
    expect(paper).not.toBeNull();
    expect(getComputedStyle(paper as Element).backgroundColor).toBe(
      "rgb(42, 48, 66)",
    );
  });
});
