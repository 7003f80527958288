import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { ResourceContextProvider } from "react-admin";
import { ClientList } from "../../../../src/resources/clients/ClientList";
import { buildClient } from "../../support/builders";
import { renderWithAdmin } from "../../support/renderWithAdmin";

describe("ClientList", () => {
  it("shows the columns, sorted by first name, 25 a page", async () => {
    const getList = vi.fn(async () => ({
      data: [
        buildClient({ id: 1, first_name: "Grace" }),
        buildClient({ id: 2, first_name: "Ada", email: "ada@x.org" }),
      ],
      total: 2,
    }));
    renderWithAdmin(
      <ResourceContextProvider value="clients">
        <ClientList />
      </ResourceContextProvider>,
      { dataProvider: { getList } as never },
    );
    const table = await screen.findByRole("table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        "First name",
        "Last name",
        "E-mail",
        "Mobile",
        "Created",
      ]),
    );
    expect(await screen.findByText("ada@x.org")).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      "clients",
      expect.objectContaining({
        sort: { field: "first_name", order: "ASC" },
        pagination: { page: 1, perPage: 25 },
      }),
    );
    expect(screen.getByPlaceholderText("Search")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Export CSV" }),
    ).toBeInTheDocument();
  });
});
