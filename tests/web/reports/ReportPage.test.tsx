import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReportPage } from "../../../src/reports/ReportPage";
import { reportScreen } from "../../../src/reports/reportList";
import type { ReportAnswer } from "../../../src/reports/reportTypes";
import { createDataProvider } from "../../../src/providers/dataProvider";
import { dismissAlert } from "../../../src/providers/errorAlert";
import { resetLoading } from "../../../src/providers/loading";
import { jsonResponse, signIn } from "../support/builders";
import { renderWithAdmin } from "../support/renderWithAdmin";

/**
 * The one report screen, through the real data provider (role prefixes)
 * over a mocked fetch: the URL's filters are the query, a sort, a filter or
 * a page is written back to the URL and asked again, the totals row and
 * the basis are shown, and the export asks for exactly the screen's filters.
 */

const fetchMock = vi.fn<typeof fetch>();
const clicked: string[] = [];

const summary = (over: Partial<ReportAnswer> = {}): ReportAnswer => ({
  report: "appointments-summary",
  from: "2026-03-01",
  to: "2026-03-31",
  basis: "appointment_service_start",
  columns: [
    {
      key: "group",
      type: "text",
      link: { resource: "services", id: "group_id" },
    },
    { key: "appointments", type: "quantity" },
    { key: "value", type: "money" },
    { key: "online_pct", type: "percent" },
  ],
  sort: { key: "group", order: "asc" },
  rows: [
    {
      group_id: 7,
      group: "Swedish massage",
      appointments: 3,
      value: 7500,
      online_pct: 25,
    },
    {
      group_id: 8,
      group: "Facial",
      appointments: 2,
      value: 4500,
      online_pct: null,
    },
  ],
  totals: { appointments: 5, value: 12000, online_pct: 20 },
  total: 2,
  paged: false,
  ...over,
});

/** Report calls answer `report(url)`; option lists answer one location; exports a CSV. */
const serve = (report: (url: string) => ReportAnswer) =>
  fetchMock.mockImplementation(async (input) => {
    const url = decodeURIComponent(String(input));
    if (url.includes("/export"))
      return new Response("\uFEFFgroup\r\nFacial\r\n", {
        headers: { "Content-Type": "text/csv" },
      });
    if (url.includes("/reports/")) return jsonResponse(report(url));
    return jsonResponse([{ id: 2, name: "Innere Stadt" }], {
      headers: { "Content-Range": "locations 0-0/1" },
    });
  });

const calls = (part: string) =>
  fetchMock.mock.calls
    .map(([input]) => decodeURIComponent(String(input)))
    .filter((url) => url.includes(part));
const lastCall = (part: string) => calls(part).at(-1) ?? "";
const search = () =>
  new URLSearchParams(window.location.hash.split("?")[1] ?? "");

const open = (name: string, query = "") => {
  window.location.hash = `#${reportScreen(name).path}${query ? `?${query}` : ""}`;
  return renderWithAdmin(<ReportPage def={reportScreen(name)} />, {
    dataProvider: createDataProvider("/wellness"),
  });
};

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  clicked.length = 0;
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download);
  });
  URL.createObjectURL = vi.fn(() => "blob:csv");
  URL.revokeObjectURL = vi.fn();
  resetLoading();
  dismissAlert();
});

afterEach(() => {
  vi.restoreAllMocks();
  dismissAlert();
});

describe("ReportPage", () => {
  it("asks for the URL's filters, shows rows, totals and basis, and keeps sort, filters and export in step", async () => {
    signIn({ role: 2 });
    serve(() => summary());
    open(
      "appointments-summary",
      "from=2026-03-01&to=2026-03-31&location_id=2&group_by=service",
    );
    const user = userEvent.setup();

    const table = await screen.findByRole("table", {
      name: "Appointment summary",
    });
    expect(lastCall("/reports/")).toBe(
      "/wellness/merchant/reports/appointments-summary?from=2026-03-01&to=2026-03-31&location_id=2&group_by=service&offset=0&limit=25",
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "Appointment summary" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Appointment services by the date they start at each location, Mar 1, 2026 – Mar 31, 2026.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("2 rows")).toBeInTheDocument();
    // The group column is named after the grouping; amounts in the currency.
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Service", "Appointments", "Value", "Online"]);
    expect(
      within(table).getByRole("link", { name: "Swedish massage" }),
    ).toHaveAttribute("href", "#/services/7");
    expect(within(table).getByText("€75.00")).toBeInTheDocument();
    expect(within(table).getByText("25%")).toBeInTheDocument();
    const totals = screen.getByTestId("report-totals");
    expect(
      within(totals)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Total", "5", "€120.00", "20%"]);

    // A sort is written to the URL and asked for, both ways.
    await user.click(within(table).getByRole("button", { name: "Value" }));
    await waitFor(() =>
      expect(lastCall("/reports/")).toContain("sort=value&order=asc"),
    );
    expect(search().get("sort")).toBe("value");
    await user.click(within(table).getByRole("button", { name: "Value" }));
    await waitFor(() =>
      expect(lastCall("/reports/")).toContain("sort=value&order=desc"),
    );

    // Another grouping: in the URL, asked for, and the sort by a column it may not have is dropped.
    await user.click(screen.getByRole("combobox", { name: "Group by" }));
    await user.click(await screen.findByRole("option", { name: "Status" }));
    await waitFor(() =>
      expect(lastCall("/reports/")).toContain("group_by=status"),
    );
    expect(lastCall("/reports/")).not.toContain("sort=");
    expect(search().get("group_by")).toBe("status");
    expect(search().get("from")).toBe("2026-03-01");

    // The export asks for the same filters, every row (no page).
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() =>
      expect(clicked).toEqual([
        "appointments-summary-2026-03-01-2026-03-31.csv",
      ]),
    );
    expect(lastCall("/export")).toBe(
      "/wellness/merchant/reports/appointments-summary/export?from=2026-03-01&to=2026-03-31&location_id=2&group_by=status",
    );
  });

  it("for staff: asks without a prefix, takes the server's default range, pages a long answer and exports that range", async () => {
    signIn({ role: 3 }, [10]);
    serve((url) =>
      summary({
        report: "appointments-list",
        from: "2026-11-01",
        to: "2026-11-30",
        columns: [
          { key: "reference", type: "text" },
          { key: "price", type: "money", total: true },
        ],
        sort: { key: "start_at", order: "asc" },
        rows: [
          {
            id: url.includes("offset=25") ? 26 : 1,
            reference: "A-000001",
            price: 5000,
          },
        ],
        totals: { price: 600000 },
        total: 120,
        paged: true,
      }),
    );
    open("appointments-list");
    const user = userEvent.setup();
    await screen.findByRole("table");
    expect(lastCall("/reports/")).toBe(
      "/wellness/reports/appointments-list?offset=0&limit=25",
    );
    expect(screen.getByLabelText("From")).toHaveValue("2026-11-01");
    expect(screen.getByLabelText("To")).toHaveValue("2026-11-30");
    expect(screen.getByRole("combobox", { name: "Period" })).toHaveTextContent(
      "This month",
    );
    expect(screen.getByText("1–25 of 120")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() =>
      expect(lastCall("/reports/")).toContain("offset=25&limit=25"),
    );
    expect(search().get("page")).toBe("2");
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(lastCall("/export")).toBe(
      "/wellness/reports/appointments-list/export?from=2026-11-01&to=2026-11-30",
    );
  });

  it("a sales-by-X screen: the sales summary with its fixed group_by, unassigned rows named, voucher sales apart", async () => {
    signIn({ role: 2 });
    serve(() =>
      summary({
        report: "sales-summary",
        from: "2026-06-10",
        to: "2026-06-12",
        basis: "sale_and_refund_time",
        columns: [
          {
            key: "group",
            type: "text",
            empty: "unassigned",
            link: { resource: "team-members", id: "group_id" },
          },
          { key: "net_sales", type: "money" },
          { key: "pct_of_net", type: "percent" },
        ],
        sort: { key: "net_sales", order: "desc" },
        rows: [
          { group_id: 4, group: "Anna Berg", net_sales: 9000 },
          { group_id: null, group: null, net_sales: 1299 },
        ],
        totals: { net_sales: 10299, pct_of_net: 100 },
        memo: { voucher_sales: 4500 },
      }),
    );
    open("/reports/reportsales/sales-by-TM", "from=2026-06-10&to=2026-06-12");
    const user = userEvent.setup();
    const table = await screen.findByRole("table", {
      name: "Sales by team member",
    });
    expect(lastCall("/reports/")).toBe(
      "/wellness/merchant/reports/sales-summary?group_by=team_member&from=2026-06-10&to=2026-06-12&offset=0&limit=25",
    );
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Team member", "Net sales", "Of net sales"]);
    expect(within(table).getByText("Unassigned")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Sales by their date and refunds by theirs, at each location, Jun 10, 2026 – Jun 12, 2026. Voided sales are left out.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Voucher sales (outside total sales)").nextSibling,
    ).toHaveTextContent("€45.00");
    // group_by is the screen's, not a filter to change.
    expect(
      screen.queryByRole("combobox", { name: "Group by" }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(lastCall("/export")).toBe(
      "/wellness/merchant/reports/sales-summary/export?group_by=team_member&from=2026-06-10&to=2026-06-12",
    );
  });

  it("the issued vouchers screen: statuses and custom amounts worded, the liability in the totals, its filters in the query", async () => {
    signIn({ role: 2 });
    serve(() =>
      summary({
        report: "vouchers",
        basis: "voucher_issue_date",
        columns: [
          {
            key: "code",
            type: "text",
            link: { resource: "vouchers", id: "id" },
          },
          { key: "voucher_type_name", type: "text", empty: "custom_amount" },
          { key: "balance", type: "money", total: true },
          { key: "status", type: "text", values: "voucher_status" },
        ],
        sort: { key: "issue_date", order: "asc" },
        rows: [
          {
            id: 1,
            code: "GIFT2345",
            voucher_type_name: null,
            balance: 3000,
            status: "valid",
          },
          {
            id: 2,
            code: "GIFT6789",
            voucher_type_name: "Spa day",
            balance: 0,
            status: "expired",
          },
        ],
        totals: { balance: 3000 },
        paged: true,
      }),
    );
    open("/sales/vouchers", "from=2026-03-01&to=2026-03-31&status=valid");
    const table = await screen.findByRole("table", { name: "Issued vouchers" });
    expect(lastCall("/reports/")).toBe(
      "/wellness/merchant/reports/vouchers?from=2026-03-01&to=2026-03-31&status=valid&offset=0&limit=25",
    );
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Code", "Voucher type", "Balance (liability)", "Status"]);
    expect(within(table).getByText("Custom amount")).toBeInTheDocument();
    expect(within(table).getByText("Active")).toBeInTheDocument();
    expect(within(table).getByText("Expired")).toBeInTheDocument();
    expect(within(table).getAllByText("€30.00")).toHaveLength(2);
    expect(
      screen.getByText(
        /^Vouchers by their issue date, Mar 1, 2026 – Mar 31, 2026/,
      ),
    ).toBeInTheDocument();
  });

  it("says when there is nothing to show, with nothing to export", async () => {
    signIn({ role: 2 });
    serve(() => summary({ rows: [], totals: {}, total: 0 }));
    open("appointments-summary");
    expect(
      await screen.findByText("Nothing to show for these dates and filters."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeDisabled();
  });
});
