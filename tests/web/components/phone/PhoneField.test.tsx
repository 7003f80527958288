import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { RecordContextProvider, ResourceContextProvider } from "react-admin";
import { PhoneField } from "../../../../src/components/phone";
import { ClientList } from "../../../../src/resources/clients/ClientList";
import { buildClient, signIn } from "../../support/builders";
import { renderWithAdmin } from "../../support/renderWithAdmin";
import { mockViewportWidth } from "../../layout/settings/renderWithLayoutAdmin";

const renderField = (mobile: string) =>
  renderWithAdmin(
    <RecordContextProvider value={{ id: 1, mobile }}>
      <PhoneField source="mobile" />
    </RecordContextProvider>,
  );

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

/** Issue 12: stored E.164 numbers are shown readably, as links that call them. */
describe("PhoneField", () => {
  it("shows the number as stored until the phone rules load, then in the national form of the business's country", async () => {
    signIn({ country_code: "AT" });
    renderField("+436641234567");
    // At once, without waiting: the stored number, already a link.
    expect(screen.getByRole("link", { name: "+436641234567" })).toHaveAttribute(
      "href",
      "tel:+436641234567",
    );
    expect(
      await screen.findByRole("link", { name: "0664 1234567" }),
    ).toHaveAttribute("href", "tel:+436641234567");
  });

  it("shows a number of another country in the international form", async () => {
    signIn({ country_code: "DE" });
    renderField("+436641234567");
    expect(
      await screen.findByRole("link", { name: "+43 664 1234567" }),
    ).toHaveAttribute("href", "tel:+436641234567");
  });

  it("shows a value that is not a valid number as stored", async () => {
    signIn({ country_code: "AT" });
    renderField("call reception");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("link", { name: "call reception" })).toBeVisible();
  });

  it("is the client list's mobile column, and a link of its own beside each compact row on a phone", async () => {
    signIn({ country_code: "GB" });
    const getList = vi.fn(async () => ({
      data: [buildClient({ id: 7, first_name: "Ada", last_name: "Moreau" })],
      total: 1,
    }));
    const { unmount } = renderWithAdmin(
      <ResourceContextProvider value="clients">
        <ClientList />
      </ResourceContextProvider>,
      { dataProvider: { getList } as never },
    );
    const table = await screen.findByRole("table");
    expect(
      await within(table).findByRole("link", { name: "07400 123456" }),
    ).toHaveAttribute("href", "tel:+447400123456");
    unmount();

    mockViewportWidth(375);
    renderWithAdmin(
      <ResourceContextProvider value="clients">
        <ClientList />
      </ResourceContextProvider>,
      { dataProvider: { getList } as never },
    );
    const row = await screen.findByRole("link", { name: /Ada Moreau/ });
    expect(row).not.toHaveTextContent("07400");
    const call = screen.getByRole("link", { name: "07400 123456" });
    expect(call).toHaveAttribute("href", "tel:+447400123456");
    expect(row.closest("li")).toContainElement(call);
  });
});
