import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { memoryStore, ResourceContextProvider, SimpleForm } from "react-admin";
import {
  dayEdgeInstant,
  DayEdgeInput,
  zonedDay,
} from "../../../../src/components/dates";
import { dealFilters } from "../../../../src/resources/deals/dealFilters";
import { stockMovementFilters } from "../../../../src/resources/stock-movements/stockMovementFilters";
import { renderWithAdmin } from "../../support/renderWithAdmin";

/**
 * Issue 28: filters on instants take only instants with their offset, so a
 * day picked in a "from"/"until" filter is sent as the first or last moment
 * of that day on the business's clock, never as a plain date.
 */
describe("dayEdgeInstant", () => {
  it("gives a day's first and last moment on the zone's clock", () => {
    // Vienna is UTC+1 in November.
    expect(dayEdgeInstant("2026-11-28", "start", "Europe/Vienna")).toBe(
      "2026-11-27T23:00:00.000Z",
    );
    expect(dayEdgeInstant("2026-11-28", "end", "Europe/Vienna")).toBe(
      "2026-11-28T22:59:59.999Z",
    );
    // 29 March 2026 has 23 hours in Vienna (UTC+1 → UTC+2).
    expect(dayEdgeInstant("2026-03-29", "start", "Europe/Vienna")).toBe(
      "2026-03-28T23:00:00.000Z",
    );
    expect(dayEdgeInstant("2026-03-29", "end", "Europe/Vienna")).toBe(
      "2026-03-29T21:59:59.999Z",
    );
    expect(dayEdgeInstant("2026-11-28", "end", "America/New_York")).toBe(
      "2026-11-29T04:59:59.999Z",
    );
    expect(dayEdgeInstant("", "start", "Europe/Vienna")).toBeNull();
    expect(dayEdgeInstant("28.11.2026", "start", "Europe/Vienna")).toBeNull();
  });

  it("reads an instant back as its day on the zone's clock", () => {
    expect(zonedDay("2026-11-27T23:00:00.000Z", "Europe/Vienna")).toBe(
      "2026-11-28",
    );
    expect(zonedDay("2026-11-28T22:59:59.999Z", "Europe/Vienna")).toBe(
      "2026-11-28",
    );
    expect(zonedDay("2026-11-28", "Europe/Vienna")).toBe("2026-11-28");
    expect(zonedDay(null, "Europe/Vienna")).toBe("");
  });
});

describe("DayEdgeInput", () => {
  it("shows the held instant as a day of the business's clock and stores a picked day as an instant", async () => {
    const onSubmit = vi.fn();
    renderWithAdmin(
      <ResourceContextProvider value="stock-movements">
        <SimpleForm
          onSubmit={onSubmit}
          record={{ from: "2026-11-27T23:00:00.000Z" }}
        >
          <DayEdgeInput source="from" edge="start" label="From" />
          <DayEdgeInput source="to" edge="end" label="To" />
        </SimpleForm>
      </ResourceContextProvider>,
      { store: memoryStore({ "business.timezone": "Europe/Vienna" }) },
    );
    expect(await screen.findByLabelText("From")).toHaveValue("2026-11-28");
    fireEvent.change(screen.getByLabelText("To"), {
      target: { value: "2026-03-29" },
    });
    await userEvent
      .setup()
      .click(screen.getByRole("button", { name: /save/i }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      from: "2026-11-27T23:00:00.000Z",
      to: "2026-03-29T21:59:59.999Z",
    });
  });

  it("is what the date filters on instants use (stock movements, deals)", () => {
    const edges = (filters: React.ReactElement[]) =>
      filters
        .filter((f) => f.type === DayEdgeInput)
        .map((f) => {
          const props = f.props as { source: string; edge: string };
          return [props.source, props.edge];
        });
    expect(edges(stockMovementFilters)).toEqual([
      ["from", "start"],
      ["to", "end"],
    ]);
    expect(edges(dealFilters)).toEqual([
      ["starts_at_gte", "start"],
      ["starts_at_lte", "end"],
    ]);
  });
});
