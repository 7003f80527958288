import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { ReportsDashboard } from "../../../src/reports/dashboard/ReportsDashboard";
import type { ReportAnswer } from "../../../src/reports/reportTypes";
import { createDataProvider } from "../../../src/providers/dataProvider";
import { dismissAlert } from "../../../src/providers/errorAlert";
import { resetLoading } from "../../../src/providers/loading";
import { jsonResponse, signIn } from "../support/builders";
import { renderWithAdmin } from "../support/renderWithAdmin";

/**
 * The reports dashboard (DOMAIN §5.10) over a mocked fetch: it asks for
 * the URL's range and location, shows each tile against the previous
 * period, links each tile to its report with the same range and location,
 * and draws the per-day charts from their own (lazy) chunk.
 */

const fetchMock = vi.fn<typeof fetch>();

const answer = (over: Partial<ReportAnswer>): ReportAnswer => ({
  report: "reports-dashboard",
  from: "2026-06-08",
  to: "2026-06-14",
  basis: "dashboard_tiles",
  columns: [],
  sort: { key: "id", order: "asc" },
  rows: [],
  totals: {},
  total: 0,
  paged: false,
  ...over,
});

const TILES = answer({
  rows: [
    {
      id: 1,
      tile: "total_sales",
      amount: 7559,
      previous_amount: 6000,
      value: null,
      previous_value: null,
      change_pct: 25.98,
    },
    {
      id: 8,
      tile: "appointments",
      amount: null,
      previous_amount: null,
      value: 3,
      previous_value: 0,
      change_pct: null,
    },
    {
      id: 12,
      tile: "occupancy_pct",
      amount: null,
      previous_amount: null,
      value: 42.5,
      previous_value: 40,
      change_pct: 6.25,
    },
  ],
  total: 3,
});

const DAYS = answer({
  basis: "dashboard_days",
  rows: [
    { id: "2026-06-08", date: "2026-06-08", total_sales: 0, appointments: 0 },
    {
      id: "2026-06-09",
      date: "2026-06-09",
      total_sales: 7559,
      appointments: 2,
    },
  ],
  totals: { total_sales: 7559, appointments: 2 },
  total: 2,
});

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = decodeURIComponent(String(input));
    if (url.includes("/reports/"))
      return jsonResponse(url.includes("view=days") ? DAYS : TILES);
    return jsonResponse([{ id: 2, name: "Innere Stadt" }], {
      headers: { "Content-Range": "locations 0-0/1" },
    });
  });
  resetLoading();
  dismissAlert();
});

afterEach(() => {
  vi.restoreAllMocks();
  dismissAlert();
});

describe("ReportsDashboard", () => {
  it("asks for the URL's range and location, shows tiles against the previous period linked to their reports, and draws the charts", async () => {
    signIn({ role: 2 });
    window.location.hash =
      "#/reports/dashboard?from=2026-06-08&to=2026-06-14&location_id=2";
    renderWithAdmin(<ReportsDashboard />, {
      dataProvider: createDataProvider("/wellness"),
    });
    const tiles = await screen.findByRole("region", {
      name: "Figures of the period",
    });
    const links = await within(tiles).findAllByRole("link");
    const calls = fetchMock.mock.calls
      .map(([input]) => decodeURIComponent(String(input)))
      .filter((u) => u.includes("/reports/"));
    expect(calls).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          "/wellness/merchant/reports/reports-dashboard?view=tiles&from=2026-06-08&to=2026-06-14&location_id=2",
        ),
        expect.stringContaining(
          "/wellness/merchant/reports/reports-dashboard?view=days&from=2026-06-08&to=2026-06-14&location_id=2",
        ),
      ]),
    );
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "#/reports/reportsales/sales-by-type?from=2026-06-08&to=2026-06-14&location_id=2",
      "#/reports/appointments/summary?from=2026-06-08&to=2026-06-14&location_id=2&group_by=status",
      "#/reports/teams/working-hours?from=2026-06-08&to=2026-06-14&location_id=2",
    ]);
    expect(links[0]).toHaveTextContent("Total sales");
    expect(links[0]).toHaveTextContent("€75.59");
    expect(links[0]).toHaveTextContent("Previous period: €60.00 · +25.98 %");
    // A change from nothing is not shown; a count is a count, a percentage a percentage.
    expect(links[1]).toHaveTextContent("Appointments3Previous period: 0");
    expect(links[1]).not.toHaveTextContent("%");
    expect(links[2]).toHaveTextContent("42.5%");
    expect(
      screen.getByText(
        "Each figure as its report computes it for Jun 8, 2026 – Jun 14, 2026, compared with the previous period of equal length. Open a tile for its report.",
      ),
    ).toBeInTheDocument();
    // The charts come from their own chunk.
    expect(await screen.findByText("Total sales per day")).toBeInTheDocument();
    expect(screen.getByText("Appointments per day")).toBeInTheDocument();
  });
});
