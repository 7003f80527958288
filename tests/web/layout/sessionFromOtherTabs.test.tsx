import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { RecordContextProvider } from "react-admin";
import { MoneyField } from "../../../src/components/money";
import { Layout } from "../../../src/layout/Layout";
import { authProvider } from "../../../src/providers/authProvider";
import { reloadTo } from "../../../src/providers/navigation";
import { SETTLE_MS } from "../../../src/providers/currentUser";
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

type Write = [write: () => void, key: string | null];

/**
 * What another tab does in one go: writes local storage, and this tab hears
 * of each write, in the same task (as a browser delivers them). The act is
 * synchronous and not awaited: awaiting it would keep React's act queue open
 * for a while, and a query answer arriving then is reported as "not
 * configured to support act" (this suite leaves IS_REACT_ACT_ENVIRONMENT
 * unset outside act).
 */
const otherTabWrites = async (...writes: Write[]) => {
  act(() => {
    for (const [write, key] of writes) {
      write();
      window.dispatchEvent(
        new StorageEvent("storage", { key, storageArea: window.localStorage }),
      );
    }
  });
};
const otherTab = (write: () => void, key: string | null) =>
  otherTabWrites([write, key]);

const brand = () =>
  within(screen.getByRole("banner")).findByTestId("business-brand");
const shownBrand = () =>
  within(screen.getByRole("banner")).getByTestId("business-brand");

describe("a session changed in another tab", () => {
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

    // Synchronous queries inside waitFor: a findBy nested in a waitFor
    // leaves React's act environment switched off when the two overlap.
    await waitFor(() =>
      expect(shownBrand()).toHaveTextContent("Lotus Day Spa"),
    );
    await waitFor(() =>
      expect(
        within(shownBrand()).getByRole("img", { name: "Business logo" }),
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

    // The same owner signs in again there: a new token, no reload. The tab
    // decides once the burst of storage writes has settled (a timer): the
    // clock is moved past it, so the decision has been taken when checked.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      await otherTab(
        () =>
          localStorage.setItem(
            "currentUser",
            JSON.stringify(
              buildUser({ business_name: "Lotus Spa", exp: 1e10 }),
            ),
          ),
        "currentUser",
      );
      await act(() => vi.advanceTimersByTimeAsync(SETTLE_MS + 1));
    } finally {
      vi.useRealTimers();
    }
    expect(reloadTo).not.toHaveBeenCalled();

    // Another business's owner signs in there: old keys go, new ones come.
    await otherTabWrites(
      [() => localStorage.removeItem("currentUser"), "currentUser"],
      [
        () => signIn({ sub: "9", email: "other@example.com", merchant_id: 2 }),
        "currentUser",
      ],
    );
    await waitFor(() => expect(reloadTo).toHaveBeenCalledTimes(1));
    expect(reloadTo).toHaveBeenCalledWith(
      expect.stringMatching(/^\/clients\?page=2/),
    );
  });
});
