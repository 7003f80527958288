import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useNotify, type AuthProvider } from "react-admin";
import { Route, Routes } from "react-router-dom";
import { SetupChecklist } from "../../../src/dashboard/SetupChecklist";
import { AppNotification } from "../../../src/layout/AppNotification";
import { renderWithAdmin } from "../support/renderWithAdmin";

/** A business as sign-up leaves it: nothing set up yet. */
const data: Record<string, unknown> = {
  "business-details": { id: "current", email: "", phone: null },
  "online-booking-settings": { id: "current", enabled: false },
  locations: [{ id: 1, name: "Lotus Spa", address_line1: "" }],
  services: [],
  "shift-patterns": [],
  appointments: [],
};

const provider = {
  getOne: vi.fn(async (resource: string) => ({ data: data[resource] })),
  getList: vi.fn(async (resource: string) => {
    const rows = data[resource] as unknown[];
    return { data: rows, total: rows.length };
  }),
};

const owner: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  canAccess: async () => true,
};

/** A form's save, as react-admin tells of it. */
const SomeForm = () => {
  const notify = useNotify();
  return (
    <button
      onClick={() =>
        notify("ra.notification.updated", {
          type: "info",
          messageArgs: { smart_count: 1 },
        })
      }
    >
      save
    </button>
  );
};

describe("the setup checklist's way back", () => {
  it("a save after a step of the checklist offers the way back to it; once back, saves no longer do", async () => {
    window.location.hash = "#/";
    sessionStorage.clear();
    const user = userEvent.setup();
    renderWithAdmin(
      <>
        <Routes>
          <Route path="/" element={<SetupChecklist />} />
          <Route path="*" element={<SomeForm />} />
        </Routes>
        <AppNotification />
      </>,
      { dataProvider: provider as never, authProvider: owner },
    );
    const region = await screen.findByRole("region", {
      name: "Get your business ready",
    });
    await user.click(
      within(region).getByRole("link", {
        name: /Add your business phone and e-mail/,
      }),
    );
    await user.click(await screen.findByRole("button", { name: "save" }));
    const back = await screen.findByRole("link", {
      name: "Back to the checklist",
    });
    expect(screen.getByText("Element updated")).toBeInTheDocument();
    expect(back.getAttribute("href")).toMatch(/#\/$/);

    await user.click(back);
    await screen.findByRole("region", { name: "Get your business ready" });
    // The link closed its notice (gone once its exit transition has run).
    await waitFor(() =>
      expect(screen.queryByText("Element updated")).toBeNull(),
    );
    // Back on the dashboard: a save elsewhere is only a save.
    window.location.hash = "#/services";
    await user.click(await screen.findByRole("button", { name: "save" }));
    await screen.findByText("Element updated");
    expect(
      screen.queryByRole("link", { name: "Back to the checklist" }),
    ).toBeNull();
  });
});
