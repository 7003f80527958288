import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { ClientList } from "../../../src/resources/clients/ClientList";
import { buildClient } from "../support/builders";
import { renderWithAdmin } from "../support/renderWithAdmin";

describe("Archived only filter", () => {
  it("arrives switched on: one pick from the filter menu lists the archived records", async () => {
    const getList = vi.fn(async () => ({
      data: [buildClient({ id: 1, first_name: "Grace" })],
      total: 1,
    }));
    renderWithAdmin(
      <ResourceContextProvider value="clients">
        <ClientList />
      </ResourceContextProvider>,
      { dataProvider: { getList } as never },
    );
    const user = userEvent.setup();
    await screen.findByText("Grace");
    await user.click(screen.getByRole("button", { name: "Add filter" }));
    await user.click(
      await screen.findByRole("menuitemcheckbox", { name: "Archived only" }),
    );
    const toggle = await screen.findByRole("switch", { name: "Archived only" });
    await waitFor(() => expect(toggle).toBeChecked());
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        "clients",
        expect.objectContaining({ filter: { archived: true } }),
      ),
    );
  });
});
