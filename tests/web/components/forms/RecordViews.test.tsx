import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import {
  Notification,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
} from "react-admin";
import clients from "../../../../src/resources/clients";
import { ClientEdit } from "../../../../src/resources/clients/ClientEdit";
import { ClientCreate } from "../../../../src/resources/clients/ClientCreate";
import { buildClient } from "../../support/builders";
import { echoWrite, lookupReads } from "../../support/fakeReads";
import { renderWithAdmin } from "../../support/renderWithAdmin";

/** The notice's text without the bidi isolates around the name. */
const plain = (text: string | null) =>
  (text ?? "").replace(/[\u2068\u2069]/g, "");

const definitions = {
  clients: {
    name: "clients",
    hasList: true,
    hasEdit: true,
    hasShow: true,
    hasCreate: true,
    recordRepresentation: clients.recordRepresentation,
  },
};

/** The client screens as <Resource> routes them, plus the snackbar. */
const renderClientRoutes = (path: string, dataProvider: object) => {
  window.location.hash = `#${path}`;
  return renderWithAdmin(
    <ResourceDefinitionContextProvider definitions={definitions}>
      <ResourceContextProvider value="clients">
        <Routes>
          <Route path="/clients/create" element={<ClientCreate />} />
          <Route path="/clients/:id" element={<ClientEdit />} />
          <Route path="/clients/:id/show" element={<p>client page</p>} />
          <Route path="*" element={<p>client list</p>} />
        </Routes>
      </ResourceContextProvider>
      <Notification />
    </ResourceDefinitionContextProvider>,
    {
      dataProvider: {
        ...lookupReads({ "referral-sources": [] }),
        ...dataProvider,
      } as never,
    },
  );
};

describe("shared Create/Edit feedback", () => {
  it("names the client after an edit and stays on the client's page", async () => {
    const record = buildClient({
      id: 42,
      first_name: "Ada",
      last_name: "Moreau",
    });
    const update = echoWrite();
    renderClientRoutes("/clients/42", {
      getOne: vi.fn(async () => ({ data: record })),
      update,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Notes"), "Likes tea");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const alert = await screen.findByRole("alert");
    expect(plain(alert.textContent)).toBe("Client Ada Moreau saved");
    expect(await screen.findByText("client page")).toBeInTheDocument();
    expect(window.location.hash).toBe("#/clients/42/show");
  });

  it("names a new client once it is created", async () => {
    const create = vi.fn(
      async (_resource: string, params: { data: object }) => ({
        data: { ...params.data, id: 7 },
      }),
    );
    renderClientRoutes("/clients/create", { create });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("First name *"), "Ada");
    await user.type(screen.getByLabelText("Last name"), "Moreau");
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const alert = await screen.findByRole("alert");
    expect(plain(alert.textContent)).toBe("Client Ada Moreau created");
  });
});
