import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { DashboardLists } from "../../../src/reports/dashboard/DashboardLists";
import { createDataProvider } from "../../../src/providers/dataProvider";
import { jsonResponse, signIn } from "../support/builders";
import { renderWithAdmin } from "../support/renderWithAdmin";

/**
 * The dashboards' lists (DOMAIN §5.2, §5.10): only those of areas the user
 * may open are asked for; each shows the first rows the server gives, how
 * many in all, and links to its full report with the query the server
 * names (the server test checks the rows are the report's).
 */

const fetchMock = vi.fn<typeof fetch>();

const answer = (
  rows: Record<string, unknown>[],
  totals: Record<string, unknown>,
) => ({
  report: "dashboard",
  from: "2026-06-01",
  to: "2026-06-12",
  basis: "dashboard_list",
  columns: [],
  sort: { key: "rank", order: "asc" },
  rows,
  totals,
  total: rows.length,
  paged: false,
});

const ANSWERS: Record<string, ReturnType<typeof answer>> = {
  top_services: answer(
    [
      { id: 1, rank: 1, group: "Massage", net_sales: 120000 },
      { id: 2, rank: 2, group: "Facial", net_sales: 5000 },
    ],
    {
      count: 7,
      link: {
        from: "2026-06-01",
        to: "2026-06-12",
        group_by: "service",
        sort: "net_sales",
        order: "desc",
      },
    },
  ),
  top_team_members: answer([{ id: 1, rank: 1, group: null, net_sales: 900 }], {
    count: 1,
    link: { from: "2026-06-01", to: "2026-06-12", group_by: "team_member" },
  }),
  vouchers_expiring: answer([], { count: 0, link: { status: "valid" } }),
};

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const view = new URL(String(url), "http://x").searchParams.get("view");
    return jsonResponse(ANSWERS[String(view)]);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("DashboardLists", () => {
  it("asks only for the lists the user may open and links each to its report", async () => {
    signIn({ role: 3 }, [8, 19]);
    renderWithAdmin(<DashboardLists report="dashboard" />, {
      dataProvider: createDataProvider("/wellness"),
    });
    const services = await screen.findByRole("region", {
      name: "Top services",
    });
    expect(await within(services).findByText("Massage")).toBeInTheDocument();
    expect(within(services).getByText("€1,200.00")).toBeInTheDocument();
    expect(within(services).getByText("In all: 7")).toBeInTheDocument();
    expect(
      within(services).getByRole("link", { name: "View report" }),
    ).toHaveAttribute(
      "href",
      "#/reports/reportsales/sales-by-service?from=2026-06-01&to=2026-06-12&sort=net_sales&order=desc",
    );
    const members = screen.getByRole("region", { name: "Top team members" });
    expect(await within(members).findByText("Unassigned")).toBeInTheDocument();
    const vouchers = screen.getByRole("region", {
      name: "Vouchers expiring in 30 days",
    });
    expect(
      await within(vouchers).findByText("Nothing to show."),
    ).toBeInTheDocument();
    expect(
      within(vouchers).getByRole("link", { name: "View report" }),
    ).toHaveAttribute("href", "#/sales/vouchers?status=valid");
    // Low stock needs the products (5): not shown, never asked for.
    expect(screen.queryByRole("region", { name: "Low stock" })).toBeNull();
    const views = fetchMock.mock.calls.map((c) =>
      new URL(String(c[0]), "http://x").searchParams.get("view"),
    );
    expect(views.sort()).toEqual([
      "top_services",
      "top_team_members",
      "vouchers_expiring",
    ]);
  });
});
