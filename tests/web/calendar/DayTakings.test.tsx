import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { DayTakings } from "../../../src/calendar/DayTakings";
import { renderWithAdmin } from "../support/renderWithAdmin";
import { signIn } from "../support/builders";
import { mockViewportWidth } from "../layout/settings/renderWithLayoutAdmin";
import { DAY, setup } from "./calendarFixture";

const answer = {
  rows: [],
  totals: { collected: 15000, refunds_paid: 2655, net_collected: 12345 },
  basis: "payments by paid_at",
};

describe("the day's takings on the calendar", () => {
  it("shows the owner what the location took that day, from daily sales, linked to that report", async () => {
    signIn({ role: 2 });
    const getJson = vi.fn(async (..._args: unknown[]) => answer);
    renderWithAdmin(<DayTakings date="2026-11-27" locationId={3} />, {
      dataProvider: { getJson } as never,
    });
    const link = await screen.findByRole("link", { name: /Takings/ });
    expect(link.textContent).toMatch(/€\s?123\.45/);
    expect(link.getAttribute("href")).toBe(
      "#/sales/dailySales?from=2026-11-27&to=2026-11-27&location_id=3",
    );
    const [resource, params] = getJson.mock.calls[0] as [
      string,
      { path: string; query: Record<string, string> },
    ];
    expect(resource).toBe("reports");
    expect(params.path).toBe("daily-sales");
    expect(params.query).toMatchObject({
      from: "2026-11-27",
      to: "2026-11-27",
      location_id: "3",
    });
  });

  it("shows it to staff with daily sales (8) only; others see nothing and ask nothing", async () => {
    signIn({ role: 3 }, [2]);
    const getJson = vi.fn(async (..._args: unknown[]) => answer);
    const calendarOnly = renderWithAdmin(
      <DayTakings date="2026-11-27" locationId={3} />,
      { dataProvider: { getJson } as never },
    );
    // Who the user is is known at the first render (stored session).
    expect(calendarOnly.container.textContent).toBe("");
    calendarOnly.unmount();
    expect(getJson).not.toHaveBeenCalled();

    signIn({ role: 3 }, [2, 8]);
    renderWithAdmin(<DayTakings date="2026-11-27" locationId={3} />, {
      dataProvider: { getJson } as never,
    });
    expect(await screen.findByRole("link", { name: /Takings/ })).toBeTruthy();
    expect(getJson).toHaveBeenCalledTimes(1);
  });

  it("on a phone (375 px), where the toolbar has no room, is in the calendar's view options, in words", async () => {
    signIn({ role: 2 });
    mockViewportWidth(375);
    const { getJson } = setup(undefined, { "daily-sales": answer });
    await screen.findByRole("button", { name: "Book Anna at 10:00 AM" });
    expect(screen.queryByRole("link", { name: /Takings/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "View options" }));
    const options = await screen.findByRole("dialog", { name: "View options" });
    const link = await within(options).findByRole("link", {
      name: /Takings/,
    });
    expect(link.textContent).toMatch(/^Takings\s€\s?123\.45$/);
    expect(link.getAttribute("href")).toBe(
      `#/sales/dailySales?from=${DAY}&to=${DAY}&location_id=3`,
    );
    expect(getJson).toHaveBeenCalledWith(
      "reports",
      expect.objectContaining({ path: "daily-sales" }),
    );
  });
});
