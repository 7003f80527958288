import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { TodayFigures } from "../../../src/dashboard/TodayFigures";
import { createDataProvider } from "../../../src/providers/dataProvider";
import { jsonResponse, signIn } from "../support/builders";
import { renderWithAdmin } from "../support/renderWithAdmin";

/**
 * Today's figures on the main dashboard (DOMAIN §5.2): what the server
 * answers for the user (staff: only areas they may open), each figure
 * linked to where it comes from (the server test covers who sees what).
 */

const fetchMock = vi.fn<typeof fetch>();

const answer = (rows: Record<string, unknown>[]) => ({
  report: "dashboard",
  from: "2026-06-01",
  to: "2026-06-30",
  basis: "dashboard_today",
  columns: [],
  sort: { key: "id", order: "asc" },
  rows,
  totals: {},
  total: rows.length,
  paged: false,
});

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const render = () =>
  renderWithAdmin(<TodayFigures />, {
    dataProvider: createDataProvider("/wellness"),
  });

describe("TodayFigures", () => {
  it("shows the figures the server gives, linked to the calendar and to sales by type for the same days", async () => {
    signIn({ role: 3 }, [2, 5, 8, 19]);
    fetchMock.mockResolvedValue(
      jsonResponse(
        answer([
          {
            id: 1,
            figure: "appointments_today",
            first_day: "2026-06-12",
            last_day: "2026-06-12",
            value: 4,
          },
          {
            id: 4,
            figure: "sales_this_month",
            first_day: "2026-06-01",
            last_day: "2026-06-12",
            amount: 123456,
            previous_amount: 100000,
          },
          {
            id: 5,
            figure: "low_stock",
            first_day: "2026-06-12",
            last_day: "2026-06-12",
            value: 3,
          },
          {
            id: 6,
            figure: "vouchers_expiring",
            first_day: "2026-06-12",
            last_day: "2026-07-11",
            value: 2,
          },
        ]),
      ),
    );
    render();
    const section = await screen.findByRole("region", { name: "Today" });
    expect(decodeURIComponent(String(fetchMock.mock.calls[0][0]))).toBe(
      "/wellness/reports/dashboard",
    );
    const links = within(section).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "#/calendar",
      "#/reports/reportsales/sales-by-type?from=2026-06-01&to=2026-06-12",
      "#/reports/inventory/stock-on-hand?sort=on_hand&order=asc",
      "#/sales/vouchers?from=2023-06-14&to=2026-06-12&status=valid&expiry_from=2026-06-12&expiry_to=2026-07-11&sort=expiry_date&order=asc",
    ]);
    expect(links[2]).toHaveTextContent("Low-stock products3");
    expect(links[3]).toHaveTextContent("Vouchers expiring in 30 days2");
    expect(links[0]).toHaveTextContent("Appointments today4");
    expect(links[1]).toHaveTextContent(
      "Sales this month€1,234.56Previous period: €1,000.00",
    );
  });
});
