import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { ResourceList } from "../../../../src/resources/resources/ResourceList";
import { renderWithAdmin } from "../../support/renderWithAdmin";

describe("ResourceList", () => {
  it("shows the capacity and sorts by it", async () => {
    const getList = vi.fn(async (resource: string) =>
      resource === "resources"
        ? {
            data: [
              {
                id: 1,
                name: "Lotus room",
                code: "LOT",
                location_id: 4,
                capacity: 2,
                sort_order: 1,
                service_ids: [],
              },
            ],
            total: 1,
          }
        : { data: [], total: 0 },
    );
    const getMany = vi.fn(async () => ({ data: [{ id: 4, name: "Innere" }] }));
    renderWithAdmin(
      <ResourceContextProvider value="resources">
        <ResourceList />
      </ResourceContextProvider>,
      { dataProvider: { getList, getMany } as never },
    );
    const table = await screen.findByRole("table");
    const row = (await within(table).findByText("Lotus room")).closest("tr")!;
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((c) => c.textContent);
    expect(row.children[headers.indexOf("Capacity")].textContent).toBe("2");
    const header =
      within(table).getAllByRole("columnheader")[headers.indexOf("Capacity")];
    await userEvent.setup().click(within(header).getByText("Capacity"));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        "resources",
        expect.objectContaining({
          sort: { field: "capacity", order: "ASC" },
        }),
      ),
    );
  });
});
