import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { RecordContextProvider } from "react-admin";
import { MoneyField } from "../../../src/components/money";
import { Layout } from "../../../src/layout/Layout";
import { authProvider } from "../../../src/providers/authProvider";
import { reloadTo } from "../../../src/providers/navigation";
import type * as navigation from "../../../src/providers/navigation";
import { buildUser, signIn } from "../support/builders";
import { renderWithAdmin } from "../support/renderWithAdmin";
import { fileBlob, objectUrlsNameTheirFile } from "../support/fileObjectUrls";

vi.mock("../../../src/providers/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof navigation>()),
  reloadTo: vi.fn(),
}));

objectUrlsNameTheirFile();
beforeEach(() => {
  vi.mocked(reloadTo).mockReset();
  window.history.replaceState(null, "", "/clients?page=2");
});

/** The app's shell around a price, signed in as the stored user. */
const renderApp = () => {
  const getFile = vi.fn(async (_r: string, { path }: { path: string }) =>
    fileBlob(decodeURIComponent(path)),
  );
  renderWithAdmin(
    <Layout>
      <RecordContextProvider value={{ id: 1, price: 123450 }}>
        <MoneyField source="price" />
      </RecordContextProvider>
    </Layout>,
    {
      dataProvider: {
        getFile,
        // The layout reads the business's time zone (issue 12); these
        // tests are about the session, so that answer never comes.
        getOne: () => new Promise(() => {}),
      } as never,
      authProvider,
    },
  );
};

/** What another tab does: writes local storage, and this tab hears of it. */
const otherTab = (write: () => void, key: string | null) =>
  act(() => {
    write();
    window.dispatchEvent(
      new StorageEvent("storage", { key, storageArea: window.localStorage }),
    );
  });

const brand = () =>
  within(screen.getByRole("banner")).findByTestId("business-brand");

describe("a session changed in another tab", { timeout: 30_000 }, () => {
  it("shows the business name, logo and currency the owner saved there", async () => {
    signIn({ business_name: "Lotus Spa", currency_code: "EUR" });
    localStorage.setItem("user_logo", "old-logo.png");
    renderApp();
    expect(await brand()).toHaveTextContent("Lotus Spa");
    expect(await screen.findByText("€1,234.50")).toBeInTheDocument();

    // storeBusinessDetails in the other tab: the logo, then the session.
    await otherTab(
      () => localStorage.setItem("user_logo", "new-logo.png"),
      "user_logo",
    );
    await otherTab(
      () => signIn({ business_name: "Lotus Day Spa", currency_code: "CHF" }),
      "currentUser",
    );

    await waitFor(async () =>
      expect(await brand()).toHaveTextContent("Lotus Day Spa"),
    );
    await waitFor(async () =>
      expect(
        within(await brand()).getByRole("img", { name: "Business logo" }),
      ).toHaveAttribute("src", "blob:new-logo.png"),
    );
    expect(await screen.findByText("CHF 1,234.50")).toBeInTheDocument();
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it("signs this tab out when the other tab signs out, keeping the page to return to", async () => {
    signIn({ business_name: "Lotus Spa" });
    renderApp();
    expect(await brand()).toHaveTextContent("Lotus Spa");
    await otherTab(() => localStorage.clear(), null);
    await waitFor(() => expect(reloadTo).toHaveBeenCalledTimes(1));
    expect(vi.mocked(reloadTo).mock.calls[0][0]).toMatch(
      /^\/account\/login\?returnUrl=%2Fclients%3Fpage%3D2/,
    );
  });

  it("loads the page again when another account signs in there, not when the same one does", async () => {
    signIn({ business_name: "Lotus Spa" });
    renderApp();
    expect(await brand()).toHaveTextContent("Lotus Spa");

    // The same owner signs in again there: a new token, no reload.
    await otherTab(
      () =>
        localStorage.setItem(
          "currentUser",
          JSON.stringify(buildUser({ business_name: "Lotus Spa", exp: 1e10 })),
        ),
      "currentUser",
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reloadTo).not.toHaveBeenCalled();

    // Another business's owner signs in there: old keys go, new ones come.
    await otherTab(() => localStorage.removeItem("currentUser"), "currentUser");
    await otherTab(
      () => signIn({ sub: "9", email: "other@example.com", merchant_id: 2 }),
      "currentUser",
    );
    await waitFor(() => expect(reloadTo).toHaveBeenCalledTimes(1));
    expect(reloadTo).toHaveBeenCalledWith(
      expect.stringMatching(/^\/clients\?page=2/),
    );
  });
});
