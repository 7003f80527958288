import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DataTable, ListBase, ResourceContextProvider } from "react-admin";
import { renderWithAdmin } from "../../support/renderWithAdmin";

/**
 * Every DataTable (through the app's theme): a record opens by keyboard
 * from its row's first cell, and the row checkbox's input carries the
 * row's name (react-admin put "Select this row" on the outer span).
 */
const records = [
  { id: 1, name: "Ada Moreau", colour: "#8E24AA" },
  { id: 2, name: "Ben Okafor", colour: "#00897B" },
];

const renderList = (firstColumn: "name" | "colour") =>
  renderWithAdmin(
    <ResourceContextProvider value="clients">
      <ListBase>
        <DataTable rowClick="edit">
          {firstColumn === "colour" ? (
            <DataTable.Col
              source="colour"
              render={(record) => (
                <span style={{ background: record.colour }}>&nbsp;</span>
              )}
            />
          ) : null}
          <DataTable.Col source="name" />
        </DataTable>
      </ListBase>
    </ResourceContextProvider>,
    {
      dataProvider: {
        getList: (() => Promise.resolve({ data: records, total: 2 })) as never,
      },
    },
  );

describe("list rows", () => {
  it("open the record with Enter on a link in the first cell", async () => {
    window.location.hash = "#/clients";
    renderList("name");
    const link = await screen.findByRole("link", { name: "Ada Moreau" });
    expect(link).toHaveAttribute("href", "#/clients/1");
    const user = userEvent.setup();
    link.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(window.location.hash).toBe("#/clients/1"));
  });

  it("name a link whose cell shows no text after the record", async () => {
    window.location.hash = "#/clients";
    renderList("colour");
    const rows = await screen.findAllByRole("row");
    const first = rows.find((row) => row.textContent?.includes("Ben Okafor"))!;
    const links = within(first).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "#/clients/2");
    expect(links[0]).toHaveAccessibleName(/\S/);
  });

  it("name each row checkbox on the input that takes focus", async () => {
    renderList("name");
    await screen.findByText("Ada Moreau");
    const boxes = screen.getAllByRole("checkbox", { name: "Select this row" });
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box.tagName).toBe("INPUT");
    expect(screen.getByRole("checkbox", { name: "Select all" }).tagName).toBe(
      "INPUT",
    );
  });
});
