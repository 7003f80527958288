import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { SupplierCreate } from "../../../../src/resources/suppliers/SupplierCreate";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const renderCreate = (
  create = vi.fn(async (_r: string, { data }: { data: object }) => ({
    data: { id: 8, ...data },
  })),
) => {
  renderWithAdmin(
    <ResourceContextProvider value="suppliers">
      <SupplierCreate />
    </ResourceContextProvider>,
    { dataProvider: { create } as never },
  );
  return create;
};

describe("SupplierCreate", () => {
  it("sends the e-mail in lower case, the country in upper case and blanks as null", async () => {
    const create = renderCreate();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name *"), "Beauty Wholesale");
    await user.type(screen.getByLabelText("E-mail"), "Orders@Example.COM");
    await user.type(screen.getByLabelText("Country code"), "gb");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      name: "Beauty Wholesale",
      email: "orders@example.com",
      country_code: "GB",
    });
  });

  it("explains a wrong website, phone and country code", async () => {
    const create = renderCreate();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name *"), "Acme");
    await user.type(screen.getByLabelText("Website"), "not a site");
    await user.type(await screen.findByLabelText("Phone"), "call me");
    await user.type(screen.getByLabelText("Country code"), "G1");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "Enter a web address, for example https://example.com.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Enter a valid number for the chosen country/),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Use the two-letter country code, for example GB."),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
