import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { localStorageStore, memoryStore } from "react-admin";
import { describe, expect, it } from "vitest";
import {
  SettingsToggleButton,
  layoutDataAttributes,
  useLayoutSettings,
} from "../../../../src/layout/settings";
import { renderWithLayoutAdmin } from "./renderWithLayoutAdmin";

const Probe = () => (
  <div {...layoutDataAttributes(useLayoutSettings())}>
    <SettingsToggleButton />
  </div>
);

const openPanel = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(
    screen.getByRole("button", { name: "Open layout settings" }),
  );
  return screen.getByRole("dialog", { name: "Layout settings" });
};

const group = (panel: HTMLElement, name: string) =>
  within(within(panel).getByRole("radiogroup", { name }));

describe("SettingsPanel", () => {
  it("opens from its button (on the Settings page) with the defaults selected", async () => {
    const user = userEvent.setup();
    renderWithLayoutAdmin(<Probe />);
    const panel = await openPanel(user);
    expect(group(panel, "Layout").getByLabelText("Vertical")).toBeChecked();
    expect(group(panel, "Layout width").getByLabelText("Fluid")).toBeChecked();
    expect(group(panel, "Sidebar").getByLabelText("Light")).toBeChecked();
    expect(group(panel, "Top bar").getByLabelText("Light")).toBeChecked();
    const root = screen.getByTestId("layout-root");
    expect(root).toHaveAttribute("data-layout", "vertical");
    expect(root).toHaveAttribute("data-sidebar", "light");
  });

  it("changes a choice and keeps it for the next render with the same store", async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    const first = renderWithLayoutAdmin(<Probe />, { store });
    const panel = await openPanel(user);
    await user.click(group(panel, "Layout").getByLabelText("Horizontal"));
    await user.click(group(panel, "Sidebar").getByLabelText("Dark"));
    expect(screen.getByTestId("layout-root")).toHaveAttribute(
      "data-layout",
      "horizontal",
    );
    expect(store.getItem("layout.settings")).toEqual({
      layout: "horizontal",
      width: "fluid",
      sidebar: "dark",
      topbar: "light",
    });
    first.rerender(<></>);
    expect(screen.queryByTestId("layout-root")).not.toBeInTheDocument();

    first.rerender(<Probe />);
    const root = screen.getByTestId("layout-root");
    expect(root).toHaveAttribute("data-layout", "horizontal");
    expect(root).toHaveAttribute("data-sidebar", "dark");
    const again = await openPanel(user);
    expect(group(again, "Layout").getByLabelText("Horizontal")).toBeChecked();
  });

  it("persists through localStorage across store instances", async () => {
    const user = userEvent.setup();
    const first = renderWithLayoutAdmin(<Probe />, {
      store: localStorageStore(),
    });
    const panel = await openPanel(user);
    await user.click(group(panel, "Top bar").getByLabelText("Colored"));
    await user.click(group(panel, "Layout width").getByLabelText("Boxed"));
    expect(
      JSON.parse(localStorage.getItem("RaStore.layout.settings") ?? "null"),
    ).toMatchObject({ topbar: "colored", width: "boxed" });
    first.unmount();

    renderWithLayoutAdmin(<Probe />, { store: localStorageStore() });
    const root = screen.getByTestId("layout-root");
    expect(root).toHaveAttribute("data-topbar", "colored");
    expect(root).toHaveAttribute("data-width", "boxed");
  });

  it("resets to the defaults and closes", async () => {
    const user = userEvent.setup();
    const store = memoryStore({
      "layout.settings": { layout: "horizontal", sidebar: "icon" },
    });
    renderWithLayoutAdmin(<Probe />, { store });
    expect(screen.getByTestId("layout-root")).toHaveAttribute(
      "data-sidebar",
      "icon",
    );
    const panel = await openPanel(user);
    await user.click(
      within(panel).getByRole("button", { name: "Reset to defaults" }),
    );
    expect(screen.getByTestId("layout-root")).toHaveAttribute(
      "data-sidebar",
      "light",
    );
    await user.click(
      within(panel).getByRole("button", { name: "Close layout settings" }),
    );
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
  });

  it("falls back to the defaults for a corrupt stored value", () => {
    const store = memoryStore({
      "layout.settings": { layout: "diagonal", sidebar: 42 },
    });
    renderWithLayoutAdmin(<Probe />, { store });
    const root = screen.getByTestId("layout-root");
    expect(root).toHaveAttribute("data-layout", "vertical");
    expect(root).toHaveAttribute("data-sidebar", "light");
  });
});
