import { describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  HttpError,
  required,
  ResourceContextProvider,
  SimpleForm,
  TextInput,
  type AuthProvider,
} from "react-admin";
import { CreatableReferenceInput } from "../../../../src/components/forms/CreatableReferenceInput";
import { authProvider } from "../../../../src/providers/authProvider";
import { signIn } from "../../support/builders";
import { allowRefusedSaveLog } from "../../support/fakeReads";
import { renderWithAdmin } from "../../support/renderWithAdmin";

type Row = { id: number; name: string };

/** Option lists that search by name, and a create that stores like the server. */
const masterData = (rows: Record<string, Row[]>) => {
  const stored: Record<string, Row[]> = structuredClone(rows);
  let nextId = 40;
  const named = (resource: string) => stored[resource] ?? [];
  return {
    getList: vi.fn(
      async (resource: string, { filter }: { filter: { q?: string } }) => {
        const q = filter?.q?.toLowerCase() ?? "";
        const data = named(resource).filter((r) =>
          r.name.toLowerCase().includes(q),
        );
        return { data, total: data.length };
      },
    ),
    getMany: vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({
      data: named(resource).filter((r) => ids.map(Number).includes(r.id)),
    })),
    create: vi.fn(
      async (resource: string, { data }: { data: { name: string } }) => {
        const row = { id: ++nextId, name: data.name };
        stored[resource] = [...named(resource), row];
        return { data: row };
      },
    ),
  };
};

const DUPLICATE = "A treatment type with this name already exists.";
const refused = () =>
  vi.fn(async () => {
    throw new HttpError(DUPLICATE, 422, {
      status: 0,
      message: DUPLICATE,
      data: DUPLICATE,
      errors: { name: DUPLICATE },
    });
  });

/** A service-like form: a title and the required treatment type picker. */
const renderForm = ({
  provider = masterData({ "treatment-types": [{ id: 1, name: "Massage" }] }),
  auth,
  record = {},
}: {
  provider?: ReturnType<typeof masterData>;
  auth?: AuthProvider;
  record?: Record<string, unknown>;
} = {}) => {
  const save = vi.fn();
  renderWithAdmin(
    <ResourceContextProvider value="services">
      <SimpleForm onSubmit={save} record={record}>
        <TextInput source="name" />
        <CreatableReferenceInput
          source="treatment_type_id"
          reference="treatment-types"
          validate={required()}
        />
      </SimpleForm>
    </ResourceContextProvider>,
    { dataProvider: provider as never, authProvider: auth },
  );
  return { save, provider };
};

const picker = () => screen.findByRole("combobox", { name: /Treatment type/ });

describe("CreatableReferenceInput", () => {
  it("creates the typed name, chooses it, and the form sends its id", async () => {
    const { save, provider } = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Gel manicure");
    await user.click(await picker());
    expect(
      await screen.findByRole("option", {
        name: "Type a name to add a new one.",
      }),
    ).toHaveAttribute("aria-disabled", "true");

    await user.type(await picker(), "Nails");
    await user.click(
      await screen.findByRole("option", { name: "Create “Nails”" }),
    );
    await waitFor(() =>
      expect(provider.create).toHaveBeenCalledWith(
        "treatment-types",
        expect.objectContaining({ data: { name: "Nails" } }),
      ),
    );
    await waitFor(async () => expect(await picker()).toHaveValue("Nails"));

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][0]).toMatchObject({
      name: "Gel manicure",
      treatment_type_id: 41,
    });
  });

  it("offers no create for a name that exists, and chooses it", async () => {
    const { save, provider } = renderForm();
    const user = userEvent.setup();
    await user.type(await picker(), "Massage");
    await screen.findByRole("option", { name: "Massage" });
    expect(
      screen.queryByRole("option", { name: /^Create/ }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole("option", { name: "Massage" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][0]).toMatchObject({ treatment_type_id: 1 });
    expect(provider.create).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps the form's values", async () => {
    const provider = masterData({
      "treatment-types": [
        { id: 1, name: "Massage" },
        { id: 2, name: "Facial" },
      ],
    });
    provider.create = refused();
    const restoreLog = allowRefusedSaveLog();
    const { save } = renderForm({ provider, record: { treatment_type_id: 2 } });
    const user = userEvent.setup();
    await waitFor(async () => expect(await picker()).toHaveValue("Facial"));
    await user.type(screen.getByLabelText("Name"), "Hot stone");
    await user.type(await picker(), "massage");
    await user.click(
      await screen.findByRole("option", { name: "Create “massage”" }),
    );
    expect(await screen.findByText(DUPLICATE)).toBeInTheDocument();
    expect(await picker()).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Name")).toHaveValue("Hot stone");

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][0]).toMatchObject({
      name: "Hot stone",
      treatment_type_id: 2,
    });
    restoreLog();
  });

  it("offers no create to a user who may not create in that area", async () => {
    const canAccess = vi.fn(
      async ({ resource }: { resource: string }) =>
        resource !== "treatment-types",
    );
    const { provider } = renderForm({
      auth: {
        login: async () => {},
        logout: async () => {},
        checkAuth: async () => {},
        checkError: async () => {},
        getPermissions: async () => null,
        canAccess,
      },
    });
    const user = userEvent.setup();
    await user.type(await picker(), "Nails");
    expect(await screen.findByText("No options")).toBeInTheDocument();
    expect(
      screen.queryByRole("option", { name: /Create/ }),
    ).not.toBeInTheDocument();
    expect(canAccess).toHaveBeenCalledWith(
      expect.objectContaining({
        resource: "treatment-types",
        action: "create",
      }),
    );
    expect(provider.create).not.toHaveBeenCalled();
  });

  it("offers create to staff of the services area, not to staff of the team area only", async () => {
    signIn({ role: 3 }, [15]);
    const first = renderForm({ auth: authProvider });
    const user = userEvent.setup();
    await user.type(await picker(), "Nails");
    expect(
      await screen.findByRole("option", { name: "Create “Nails”" }),
    ).toBeInTheDocument();
    cleanup();

    signIn({ role: 3 }, [16]);
    const second = renderForm({ auth: authProvider });
    await user.type(await picker(), "Nails");
    expect(await screen.findByText("No options")).toBeInTheDocument();
    expect(
      screen.queryByRole("option", { name: /Create/ }),
    ).not.toBeInTheDocument();
    expect(first.provider.create).not.toHaveBeenCalled();
    expect(second.provider.create).not.toHaveBeenCalled();
  });
});
