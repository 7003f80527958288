import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { WorkingHoursCreate } from "../../../../src/resources/resource-working-hours/WorkingHoursCreate";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const room = { id: 7, name: "Room 1" };
const lists = {
  getList: vi.fn(async () => ({ data: [room], total: 1 })),
  getMany: vi.fn(async () => ({ data: [room] })),
};

const renderCreate = (
  create = vi.fn(async (_r: string, { data }: { data: object }) => ({
    data: { id: 3, ...data },
  })),
) => {
  renderWithAdmin(
    <ResourceContextProvider value="resource-working-hours">
      <WorkingHoursCreate />
    </ResourceContextProvider>,
    { dataProvider: { ...lists, create } as never },
  );
  return create;
};

const chooseRoom = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByLabelText("Resource"));
  await user.click(await screen.findByRole("option", { name: "Room 1" }));
};

describe("WorkingHoursCreate", () => {
  it("starts from Monday to Friday 09:00–17:00 and sends the week grid", async () => {
    const create = renderCreate();
    const user = userEvent.setup();
    await chooseRoom(user);
    expect(screen.getAllByLabelText("Start")).toHaveLength(5);
    // Close Friday: remove its interval.
    const friday = screen.getByText("Friday").parentElement!;
    await user.click(
      friday.querySelector<HTMLButtonElement>(".button-remove")!,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [resource, { data }] = create.mock.calls[0];
    expect(resource).toBe("resource-working-hours");
    const nine = [{ start: "09:00", end: "17:00" }];
    expect(data).toMatchObject({
      resource_id: 7,
      repeat_weeks: 1,
      weeks: [{ mon: nine, tue: nine, wed: nine, thu: nine }],
    });
  });

  it("shows an interval that ends before it starts, and does not send", async () => {
    const create = renderCreate();
    const user = userEvent.setup();
    await chooseRoom(user);
    const end = screen.getAllByLabelText("End")[0];
    await user.clear(end);
    await user.type(end, "08:00");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "The end must be after the start, on the same day.",
      ),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
