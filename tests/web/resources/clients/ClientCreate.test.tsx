import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { ClientCreate } from "../../../../src/resources/clients/ClientCreate";
import { renderWithAdmin } from "../../support/renderWithAdmin";

/** Referral sources as the option list sends them; "Google" is the merchant's default. */
const sources = [
  { id: 7, name: "Google", is_default: true, archived_at: null },
  { id: 8, name: "Instagram", is_default: false, archived_at: null },
];
const referralReads = {
  getList: vi.fn(
    async (
      _resource: string,
      params: { filter?: { is_default?: boolean } },
    ) => {
      const data = params.filter?.is_default
        ? sources.filter((s) => s.is_default)
        : sources;
      return { data, total: data.length };
    },
  ),
  getMany: vi.fn(async (_resource: string, { ids }: { ids: number[] }) => ({
    data: sources.filter((s) => ids.includes(s.id)),
  })),
};

describe("ClientCreate", () => {
  it("sends the trimmed client with the default message settings", async () => {
    const create = vi.fn(
      async (_resource: string, { data }: { data: object }) => ({
        data: { id: 1, ...data },
      }),
    );
    renderWithAdmin(
      <ResourceContextProvider value="clients">
        <ClientCreate />
      </ResourceContextProvider>,
      { dataProvider: { create, ...referralReads } as never },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("First name *"), "  Ada ");
    await user.type(screen.getByLabelText("Last name"), "Lovelace");
    await user.type(screen.getByLabelText("E-mail"), "ADA@Example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [resource, { data }] = create.mock.calls[0];
    expect(resource).toBe("clients");
    expect(data).toMatchObject({
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      notify_email: true,
      notify_sms: true,
      marketing_email_opt_in: false,
      marketing_sms_opt_in: false,
      block_reason: null,
      referral_source_id: 7,
    });
  });

  it("requires a first name", async () => {
    const create = vi.fn();
    renderWithAdmin(
      <ResourceContextProvider value="clients">
        <ClientCreate />
      </ResourceContextProvider>,
      { dataProvider: { create, ...referralReads } as never },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Last name"), "Lovelace");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("This value is required."),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
