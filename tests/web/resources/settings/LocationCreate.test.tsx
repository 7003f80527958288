import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { LocationCreate } from "../../../../src/resources/locations/LocationCreate";
import {
  transformLocation,
  validateWeek,
  weekProblem,
} from "../../../../src/resources/locations/locationModel";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const options: Record<string, { id: number; name: string }[]> = {
  "tax-rates": [
    { id: 1, name: "Standard" },
    { id: 2, name: "Zero" },
  ],
  "invoice-sequences": [{ id: 7, name: "Default" }],
};

const renderCreate = () => {
  const create = vi.fn(async (_r: string, { data }: { data: object }) => ({
    data: { id: 3, ...data },
  }));
  const getList = vi.fn(async (resource: string) => ({
    data: options[resource] ?? [],
    total: (options[resource] ?? []).length,
  }));
  const getMany = vi.fn(
    async (resource: string, { ids }: { ids: number[] }) => ({
      data: (options[resource] ?? []).filter((o) => ids.includes(o.id)),
    }),
  );
  renderWithAdmin(
    <ResourceContextProvider value="locations">
      <LocationCreate />
    </ResourceContextProvider>,
    { dataProvider: { create, getList, getMany } as never },
  );
  return { create, getList };
};

const fillRequired = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText("Name *"), " Central ");
  await user.type(screen.getByLabelText("Address *"), "1 High Street");
  await user.type(screen.getByLabelText("City *"), "London");
  await user.click(screen.getByLabelText("Invoice sequence *"));
  await user.click(await screen.findByRole("option", { name: "Default" }));
};

describe("LocationCreate", () => {
  it("sends the address and the week, with a closed day as []", async () => {
    const { create, getList } = renderCreate();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByLabelText("Tuesday"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [resource, { data }] = create.mock.calls[0];
    expect(resource).toBe("locations");
    expect(data).toMatchObject({
      name: "Central",
      address_line1: "1 High Street",
      city: "London",
      invoice_sequence_id: 7,
      online_booking_enabled: false,
      opening_hours: {
        mon: [{ start: "09:00", end: "18:00" }],
        tue: [],
        sat: [{ start: "10:00", end: "16:00" }],
        sun: [],
      },
    });
    // Pickers read the option lists (any signed-in user may).
    expect(getList).toHaveBeenCalledWith(
      "tax-rates",
      expect.objectContaining({ meta: { options: true } }),
    );
  });

  it("shows which day is wrong and does not send", async () => {
    const { create } = renderCreate();
    const user = userEvent.setup();
    await fillRequired(user);
    const closes = screen.getByLabelText("Monday Closes 1");
    await user.clear(closes);
    await user.type(closes, "08:00");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "Monday: the closing time must be after the opening time.",
      ),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("adds a second interval on a day", async () => {
    renderCreate();
    const user = userEvent.setup();
    const add = await screen.findByRole("button", {
      name: "Add opening hours (Thursday)",
    });
    await user.click(add);
    const group = screen.getByLabelText("Thursday Opens 2");
    expect(
      within(group.closest("div")!.parentElement!).getByDisplayValue(
        /^06:00\sPM$/,
      ),
    ).toBeInTheDocument();
  });
});

describe("locationModel", () => {
  it("finds overlaps and reversed intervals per day", () => {
    expect(
      weekProblem({ mon: [{ start: "09:00", end: "18:00" }] }),
    ).toBeUndefined();
    expect(
      weekProblem({
        wed: [
          { start: "13:00", end: "18:00" },
          { start: "09:00", end: "13:30" },
        ],
      }),
    ).toEqual({
      message: "resources.locations.week.overlap",
      args: { day: "wed" },
    });
    expect(validateWeek({ fri: [{ start: "9", end: "18:00" }] })).toEqual({
      message: "resources.locations.week.invalid_time",
      args: { day: "resources.locations.week.days.fri" },
    });
  });

  it("sorts intervals, fills every day and lower-cases the e-mail", () => {
    const out = transformLocation({
      name: " A ",
      email: "HI@Example.COM",
      opening_hours: {
        mon: [
          { start: "14:00", end: "18:00" },
          { start: "09:00", end: "12:00" },
        ],
      } as never,
    });
    expect(out.name).toBe("A");
    expect(out.email).toBe("hi@example.com");
    expect(out.opening_hours?.mon.map((i) => i.start)).toEqual([
      "09:00",
      "14:00",
    ]);
    expect(out.opening_hours?.sun).toEqual([]);
  });
});
