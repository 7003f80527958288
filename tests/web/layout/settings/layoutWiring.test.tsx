import type { ReactNode } from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppBar, Layout, TitlePortal } from "react-admin";
import type { AppBarProps } from "react-admin";
import { describe, expect, it } from "vitest";
import { HorizontalLayout } from "../../../../src/layout/horizontal";
import { ResponsiveSidebar } from "../../../../src/layout/responsive";
import {
  SettingsPanelHost,
  SettingsToggleButton,
  layoutRootProps,
  useLayoutSettings,
} from "../../../../src/layout/settings";
import { testMenu } from "../horizontal/testMenu";
import { renderWithLayoutAdmin } from "./renderWithLayoutAdmin";
import { keepAllStyleRules } from "../../support/styleRules";

// These tests read the colours the theme gives (tests/web/support/styleRules.ts).
keepAllStyleRules();

/** The wiring recommended for src/layout/AppBar.tsx and Layout.tsx. */
const ExampleAppBar = (props: AppBarProps) => (
  <AppBar {...props}>
    <TitlePortal />
    <SettingsToggleButton />
  </AppBar>
);

const ExampleLayout = ({ children }: { children?: ReactNode }) => (
  <SettingsPanelHost>
    <ExampleShell>{children}</ExampleShell>
  </SettingsPanelHost>
);

const ExampleShell = ({ children }: { children?: ReactNode }) => {
  const settings = useLayoutSettings();
  if (settings.layout === "horizontal")
    return (
      <HorizontalLayout appBar={ExampleAppBar} items={testMenu}>
        {children}
      </HorizontalLayout>
    );
  return (
    <Layout
      appBar={ExampleAppBar}
      sidebar={ResponsiveSidebar}
      {...layoutRootProps(settings)}
    >
      {children}
    </Layout>
  );
};

describe("layout wiring", () => {
  it("switches between the vertical and horizontal layouts from the panel", async () => {
    const user = userEvent.setup();
    renderWithLayoutAdmin(
      <ExampleLayout>
        <p>Page content</p>
      </ExampleLayout>,
    );
    const root = screen.getByTestId("layout-root");
    expect(root).toHaveClass("layout");
    expect(root).toHaveAttribute("data-layout", "vertical");
    expect(root.querySelector(".RaSidebar-docked")).not.toBeNull();

    await user.click(
      screen.getByRole("button", { name: "Open layout settings" }),
    );
    const panel = screen.getByRole("dialog", { name: "Layout settings" });
    const group = (name: string) =>
      within(within(panel).getByRole("radiogroup", { name }));
    await user.click(group("Sidebar").getByLabelText("Dark"));
    expect(screen.getByTestId("layout-root")).toHaveAttribute(
      "data-sidebar",
      "dark",
    );
    const fixed = root.querySelector(".RaSidebar-fixed") as Element;
    expect(getComputedStyle(fixed).backgroundColor).toBe("rgb(42, 48, 66)");
    await user.click(group("Top bar").getByLabelText("Dark"));
    const appBar = root.querySelector(".MuiAppBar-root") as Element;
    expect(getComputedStyle(appBar).backgroundColor).toBe("rgb(42, 48, 66)");
    await user.click(group("Layout").getByLabelText("Horizontal"));

    const horizontal = screen.getByTestId("layout-root");
    expect(horizontal).toHaveAttribute("data-layout", "horizontal");
    expect(screen.getByTestId("horizontal-navbar")).toBeInTheDocument();
    expect(screen.getByText("Page content")).toBeInTheDocument();
    // The panel, hosted above both layouts, is still open for the next choice.
    expect(
      screen.getByRole("dialog", { name: "Layout settings" }),
    ).toBeInTheDocument();
    await user.click(group("Layout").getByLabelText("Vertical"));
    expect(screen.getByTestId("layout-root")).toHaveAttribute(
      "data-layout",
      "vertical",
    );
  });
});
