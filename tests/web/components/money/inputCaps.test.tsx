import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  AdminContext,
  ResourceContextProvider,
  SimpleForm,
  testDataProvider,
} from "react-admin";
import { render } from "@testing-library/react";
import polyglotI18nProvider from "ra-i18n-polyglot";
import de from "../../../../src/i18n/de";
import { MoneyInput, QuantityInput } from "../../../../src/components/money";
import { renderWithAdmin } from "../../support/renderWithAdmin";

/** Issue 28: the server's caps on every amount and quantity, checked before anything is sent. */
const form = (onSubmit: (values: object) => void) => (
  <ResourceContextProvider value="things">
    <SimpleForm record={{}} onSubmit={onSubmit}>
      <MoneyInput source="price" label="Price" />
      <QuantityInput source="quantity" label="Quantity" />
    </SimpleForm>
  </ResourceContextProvider>
);

const typeBeyondCaps = async (price: string, quantity: string) => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(price), "10000000000.01");
  await user.type(screen.getByLabelText(quantity), "1000001");
  return user;
};

describe("MoneyInput and QuantityInput", () => {
  it("name the caps on the fields and send nothing past them; the caps themselves are sent", async () => {
    const submit = vi.fn();
    renderWithAdmin(form(submit));
    const user = await typeBeyondCaps("Price", "Quantity");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "This amount is too large: at most €10,000,000,000.00.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Enter at most 1,000,000 units."),
    ).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Price"));
    await user.type(screen.getByLabelText("Price"), "10000000000");
    await user.clear(screen.getByLabelText("Quantity"));
    await user.type(screen.getByLabelText("Quantity"), "1000000");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0][0]).toMatchObject({
      price: 1_000_000_000_000,
      quantity: 1_000_000,
    });
  });

  it("say so in the interface language", async () => {
    const submit = vi.fn();
    render(
      <AdminContext
        dataProvider={testDataProvider()}
        i18nProvider={polyglotI18nProvider(() => de, "de")}
      >
        {form(submit)}
      </AdminContext>,
    );
    const user = await typeBeyondCaps("Price", "Quantity");
    await user.click(screen.getByRole("button", { name: "Speichern" }));
    expect(
      await screen.findByText(
        /^Dieser Betrag ist zu hoch: höchstens 10\.000\.000\.000,00\s€\.$/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Geben Sie höchstens 1.000.000 Einheiten ein."),
    ).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });
});
