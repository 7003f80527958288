import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ListBase } from "react-admin";
import { ExportCsvButton } from "../../../src/components/ExportCsvButton";
import { createDataProvider } from "../../../src/providers/dataProvider";
import { dismissAlert, getAlert } from "../../../src/providers/errorAlert";
import { resetLoading } from "../../../src/providers/loading";
import { buildClient, jsonResponse, signIn } from "../support/builders";
import { renderWithAdmin } from "../support/renderWithAdmin";

const fetchMock = vi.fn<typeof fetch>();
const clicked: { href: string; download: string }[] = [];

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  clicked.length = 0;
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download });
  });
  URL.createObjectURL = vi.fn(() => "blob:csv-1");
  URL.revokeObjectURL = vi.fn();
  resetLoading();
  dismissAlert();
});

afterEach(() => {
  vi.restoreAllMocks();
  dismissAlert();
});

/** The real data provider (role prefixes and all) over a mocked fetch: lists answer 312 rows in all. */
const answer = (exportBody: () => Response) =>
  fetchMock.mockImplementation(async (input) => {
    const url = decodeURIComponent(String(input));
    if (url.includes("/export?")) return exportBody();
    return jsonResponse([buildClient({ id: 1 })], {
      headers: { "Content-Range": "clients 0-0/312" },
    });
  });

const exportCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => decodeURIComponent(String(input)))
    .filter((url) => url.includes("/export?"));

const renderList = () => {
  const provider = createDataProvider("/wellness");
  return renderWithAdmin(
    <ListBase
      resource="clients"
      sort={{ field: "last_name", order: "DESC" }}
      filterDefaultValues={{ q: "ann" }}
      perPage={25}
    >
      <ExportCsvButton />
    </ListBase>,
    { dataProvider: provider },
  );
};

describe("ExportCsvButton", () => {
  it("downloads the whole filtered, sorted list from merchant/<resource>/export for role 2", async () => {
    signIn({ role: 2 });
    answer(
      () =>
        new Response("\uFEFFid,first_name\r\n1,Ann\r\n", {
          headers: { "Content-Type": "text/csv" },
        }),
    );
    renderList();
    const button = await screen.findByRole("button", { name: "Export CSV" });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(exportCalls()).toEqual([
      '/wellness/merchant/clients/export?sort=["last_name","DESC"]&filter={"q":"ann"}',
    ]);
    expect(clicked[0]).toEqual({
      href: "blob:csv-1",
      download: `clients-${new Date().toISOString().slice(0, 10)}.csv`,
    });
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0][0] as Blob;
    expect(await blob.text()).toContain("1,Ann");
    // The request carried the token, and no page size: the export is not limited to a page.
    const [, init] = fetchMock.mock.calls.find(([input]) =>
      String(input).includes("/export?"),
    ) as [string, RequestInit];
    expect(new Headers(init.headers).get("Authorization")).toMatch(/^Bearer /);
    expect(exportCalls()[0]).not.toContain("range");
  });

  it("reads <resource>/export without a prefix for staff (role 3)", async () => {
    signIn({ role: 3 }, [3]);
    answer(
      () => new Response("id\r\n", { headers: { "Content-Type": "text/csv" } }),
    );
    renderList();
    const button = await screen.findByRole("button", { name: "Export CSV" });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(exportCalls()).toEqual([
      '/wellness/clients/export?sort=["last_name","DESC"]&filter={"q":"ann"}',
    ]);
  });

  it("shows the SPEC alert and downloads nothing when the export fails", async () => {
    signIn({ role: 2 });
    answer(() =>
      jsonResponse(
        { status: 0, message: "Boom", data: "Boom" },
        { status: 500 },
      ),
    );
    // Outside production, react-admin's data provider wrapper logs every failed call.
    const logged = vi
      .spyOn(console, "error")
      .mockImplementation(() => undefined);
    renderList();
    const button = await screen.findByRole("button", { name: "Export CSV" });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() =>
      expect(getAlert()).toMatchObject({ messageKey: "app.errors.oops" }),
    );
    expect(clicked).toHaveLength(0);
    await waitFor(() => expect(button).toBeEnabled());
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ status: 500, message: "Boom" }),
    );
  });

  it("is disabled for an empty list", async () => {
    signIn({ role: 2 });
    fetchMock.mockImplementation(async () =>
      jsonResponse([], { headers: { "Content-Range": "clients */0" } }),
    );
    renderList();
    const button = await screen.findByRole("button", { name: "Export CSV" });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(button).toBeDisabled());
  });
});
