import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  memoryStore,
  RecordContextProvider,
  ResourceContextProvider,
  SimpleForm,
} from "react-admin";
import {
  DateTimeField,
  ZonedDateTimeInput,
} from "../../../../src/components/dates";
import { renderWithAdmin } from "../../support/renderWithAdmin";

/**
 * Issue 12: a record's times are shown and typed on its location's clock
 * when it has exactly one location, the business's otherwise; a zone other
 * than the business's is named. Business in Vienna, a studio in New York.
 */
const LOCATIONS = [
  { id: 7, name: "New York studio", timezone: "America/New_York" },
  { id: 8, name: "Vienna studio", timezone: "Europe/Vienna" },
];
/** Midnight of 5 November 2026 in New York (06:00 in Vienna). */
const NY_MIDNIGHT = "2026-11-05T05:00:00.000Z";

const setup = (ui: React.ReactElement) => {
  const getList = vi.fn(async (resource: string) => ({
    data: resource === "locations" ? LOCATIONS : [],
    total: resource === "locations" ? LOCATIONS.length : 0,
  }));
  renderWithAdmin(
    <ResourceContextProvider value="deals">{ui}</ResourceContextProvider>,
    {
      dataProvider: { getList } as never,
      store: memoryStore({ "business.timezone": "Europe/Vienna" }),
    },
  );
  return { getList };
};

const field = (record: object) => (
  <RecordContextProvider value={{ id: 1, starts_at: NY_MIDNIGHT, ...record }}>
    <DateTimeField source="starts_at" showTime />
  </RecordContextProvider>
);

describe("times on the record's location's clock", () => {
  it("shows a New York record's time in New York time, naming the zone", async () => {
    setup(field({ location_id: 7 }));
    expect(
      await screen.findByText(/^Nov 5, 2026, 12:00\sAM EST$/),
    ).toBeInTheDocument();
  });

  it("takes a deal's only location, and the business's clock for several or none", async () => {
    setup(
      <>
        {field({ location_ids: [7] })}
        {field({ location_ids: [7, 8] })}
        {field({})}
      </>,
    );
    expect(
      await screen.findByText(/^Nov 5, 2026, 12:00\sAM EST$/),
    ).toBeInTheDocument();
    // On the business's own clock, without a zone's name.
    expect(screen.getAllByText(/^Nov 5, 2026, 06:00\sAM$/)).toHaveLength(2);
  });

  it("shows and reads a New York deal's start in New York time", async () => {
    const submit = vi.fn();
    setup(
      <SimpleForm
        record={{ id: 1, location_ids: [7], starts_at: NY_MIDNIGHT }}
        onSubmit={submit}
      >
        <ZonedDateTimeInput source="starts_at" label="Starts" />
      </SimpleForm>,
    );
    // Shown afresh once the location's zone is known.
    await waitFor(() =>
      expect(screen.getByLabelText("Starts")).toHaveValue("2026-11-05T00:00"),
    );
    const input = screen.getByLabelText("Starts");
    expect(input).toHaveAccessibleDescription(
      "Times in Eastern Time, the location's time zone.",
    );
    fireEvent.change(input, { target: { value: "2026-11-06T09:30" } });
    await userEvent.setup().click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    // 09:30 in New York is 14:30 UTC (15:30 in Vienna).
    expect(submit.mock.calls[0][0]).toMatchObject({
      starts_at: "2026-11-06T14:30:00.000Z",
    });
  });

  it("keeps the business's clock for a deal of two locations", async () => {
    setup(
      <SimpleForm
        record={{ id: 1, location_ids: [7, 8], starts_at: NY_MIDNIGHT }}
        onSubmit={vi.fn()}
      >
        <ZonedDateTimeInput source="starts_at" label="Starts" />
      </SimpleForm>,
    );
    const input = await screen.findByLabelText("Starts");
    expect(input).toHaveValue("2026-11-05T06:00");
    expect(input).not.toHaveAccessibleDescription(/time zone/);
  });
});

describe("a time off on its member's clock", () => {
  it("shows a New York member's time off in New York time", async () => {
    const getMany = vi.fn(async () => ({
      data: [
        { id: 3, first_name: "Maya", last_name: "Stone", location_ids: [7] },
      ],
    }));
    const getList = vi.fn(async (resource: string) => ({
      data: resource === "locations" ? LOCATIONS : [],
      total: resource === "locations" ? LOCATIONS.length : 0,
    }));
    const { TimeOffInputs } =
      await import("../../../../src/resources/time-off/TimeOffInputs");
    const submit = vi.fn();
    renderWithAdmin(
      <ResourceContextProvider value="time-off">
        <SimpleForm
          record={{ id: 1, team_member_id: 3, start_at: NY_MIDNIGHT }}
          onSubmit={submit}
        >
          <TimeOffInputs />
        </SimpleForm>
      </ResourceContextProvider>,
      {
        dataProvider: { getList, getMany } as never,
        store: memoryStore({ "business.timezone": "Europe/Vienna" }),
      },
    );
    await waitFor(() =>
      expect(screen.getByLabelText("From")).toHaveValue("2026-11-05T00:00"),
    );
    expect(screen.getByLabelText("From")).toHaveAccessibleDescription(
      "Times in Eastern Time, the location's time zone.",
    );
  });
});
