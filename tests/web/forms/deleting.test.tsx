import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
} from "react-admin";
import clients from "../../../src/resources/clients";
import { ClientEdit } from "../../../src/resources/clients/ClientEdit";
import { ClientList } from "../../../src/resources/clients/ClientList";
import { buildClient } from "../support/builders";
import { atRecordRoute } from "../support/atRoute";
import { renderWithAdmin } from "../support/renderWithAdmin";
import { AppNotification } from "../../../src/layout/AppNotification";

describe("deleting", () => {
  it("a client is archived with undo: no question, the notice says so by name, and the server is called only once the undo time is over", async () => {
    const remove = vi.fn(async () => ({ data: { id: 42 } }));
    renderWithAdmin(
      <ResourceDefinitionContextProvider
        definitions={{
          clients: {
            name: "clients",
            recordRepresentation: clients.recordRepresentation,
          },
        }}
      >
        {atRecordRoute("clients", 42, <ClientEdit />)}
        <AppNotification />
      </ResourceDefinitionContextProvider>,
      {
        dataProvider: {
          getOne: async () => ({ data: buildClient({ id: 42 }) }),
          getList: async () => ({ data: [], total: 0 }),
          getMany: async () => ({ data: [] }),
          delete: remove,
        } as never,
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Archive" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await screen.findByText("left the record");
    const notice = await screen.findByText(/archived$/);
    expect(notice.textContent?.replace(/[\u2068\u2069]/g, "")).toBe(
      "Client Grace Hopper archived",
    );
    expect(screen.getByRole("button", { name: "Undo" })).toBeInTheDocument();
    // Undoable: the write waits for the notice with its Undo button.
    expect(remove).not.toHaveBeenCalled();
  });

  it("a bulk archive names the clients, states the count and asks once", async () => {
    const deleteMany = vi.fn(async () => ({ data: [1, 2] }));
    const getList = vi.fn(async () => ({
      data: [
        buildClient({ id: 1, first_name: "Grace" }),
        buildClient({ id: 2, first_name: "Ada" }),
        buildClient({ id: 3, first_name: "Chloe" }),
      ],
      total: 3,
    }));
    renderWithAdmin(
      <ResourceContextProvider value="clients">
        <ClientList />
        <AppNotification />
      </ResourceContextProvider>,
      { dataProvider: { getList, deleteMany } as never },
    );
    const user = userEvent.setup();
    const table = await screen.findByRole("table");
    await screen.findByText("Grace");
    const boxes = within(table).getAllByRole("checkbox");
    await user.click(boxes[1]);
    await user.click(boxes[2]);
    expect(screen.getByText("2 clients selected")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Archive" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Archive 2 clients?");
    expect(deleteMany).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(deleteMany).toHaveBeenCalledTimes(1));
    expect(deleteMany).toHaveBeenCalledWith(
      "clients",
      expect.objectContaining({ ids: [1, 2] }),
    );
    expect(await screen.findByText("2 clients archived")).toBeInTheDocument();
  });
});
