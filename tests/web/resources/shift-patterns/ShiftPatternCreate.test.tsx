import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError, ResourceContextProvider } from "react-admin";
import { ShiftPatternCreate } from "../../../../src/resources/shift-patterns/ShiftPatternCreate";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const OPTIONS: Record<string, object[]> = {
  "team-members": [{ id: 7, first_name: "Maya", last_name: "Stone" }],
  locations: [{ id: 3, name: "Central" }],
};
const getList = vi.fn(async (resource: string) => ({
  data: OPTIONS[resource] ?? [],
  total: (OPTIONS[resource] ?? []).length,
}));
const getMany = vi.fn(async (resource: string, { ids }: { ids: number[] }) => ({
  data: (OPTIONS[resource] ?? []).filter((r) =>
    ids.includes((r as { id: number }).id),
  ),
}));

const renderCreate = (
  create: (...args: never[]) => Promise<unknown>,
  getOne?: (...args: never[]) => Promise<unknown>,
) =>
  renderWithAdmin(
    <ResourceContextProvider value="shift-patterns">
      <ShiftPatternCreate />
    </ResourceContextProvider>,
    { dataProvider: { create, getList, getMany, getOne } as never },
  );

async function pickMemberAndLocation() {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText("Team member"));
  await user.click(await screen.findByRole("option", { name: "Maya Stone" }));
  await user.click(screen.getByLabelText("Location"));
  await user.click(await screen.findByRole("option", { name: "Central" }));
  return user;
}

describe("ShiftPatternCreate", () => {
  it("sends the member, location, dates and the Monday–Friday week it starts with", async () => {
    const create = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { id: 1, ...data },
    }));
    renderCreate(create as never);
    const user = await pickMemberAndLocation();
    const monday = within(screen.getByRole("group", { name: "Week 1" }));
    expect(monday.getAllByLabelText("Start")).toHaveLength(5);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [resource, { data }] = create.mock.calls[0];
    expect(resource).toBe("shift-patterns");
    expect(data).toMatchObject({
      team_member_id: 7,
      location_id: 3,
      repeat_weeks: 1,
      weeks: [
        {
          mon: [{ start: "09:00", end: "17:00" }],
          fri: [{ start: "09:00", end: "17:00" }],
        },
      ],
    });
    expect((data as { weeks: object[] }).weeks[0]).not.toHaveProperty("sat");
  });

  it("starts from the location's opening hours, Saturday included", async () => {
    const day = [{ start: "10:00", end: "19:00" }];
    const opening_hours = {
      mon: day,
      tue: day,
      wed: day,
      thu: day,
      fri: day,
      sat: [{ start: "10:00", end: "16:00" }],
      sun: [],
    };
    const getOne = vi.fn(async () => ({
      data: { id: 3, name: "Central", opening_hours },
    }));
    const create = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { id: 1, ...data },
    }));
    renderCreate(create as never, getOne as never);
    const user = await pickMemberAndLocation();
    const week = within(screen.getByRole("group", { name: "Week 1" }));
    await waitFor(() =>
      expect(week.getAllByLabelText("Start")).toHaveLength(6),
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [, { data }] = create.mock.calls[0];
    expect((data as { weeks: object[] }).weeks[0]).toMatchObject({
      mon: day,
      fri: day,
      sat: [{ start: "10:00", end: "16:00" }],
    });
  });

  it("shows a shift that ends before it starts, without sending", async () => {
    const create = vi.fn();
    renderCreate(create as never);
    const user = await pickMemberAndLocation();
    const ends = screen.getAllByLabelText("End");
    await user.clear(ends[0]);
    await user.type(ends[0], "08:00");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "The shift must end after it starts (shifts cannot cross midnight).",
      ),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of an overlapping pattern on the start date", async () => {
    // react-query reports the refused save; only that expected error is let through.
    const log = console.error;
    console.error = (...args: unknown[]) => {
      if (!(args[0] instanceof HttpError)) log(...args);
    };
    const message =
      "This team member already has a working pattern from 2026-01-05 with no end date; patterns may not overlap.";
    const create = vi.fn(async () => {
      throw new HttpError(message, 422, { errors: { start_date: message } });
    });
    renderCreate(create as never);
    const user = await pickMemberAndLocation();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    console.error = log;
  });
});
