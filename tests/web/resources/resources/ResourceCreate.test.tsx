import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError, ResourceContextProvider } from "react-admin";
import { ResourceCreate } from "../../../../src/resources/resources/ResourceCreate";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const rows: Record<string, { id: number; name: string }[]> = {
  // Two: with one, it would be chosen already.
  locations: [
    { id: 4, name: "City centre" },
    { id: 8, name: "Riverside" },
  ],
  services: [{ id: 11, name: "Massage" }],
  "resource-categories": [],
};
const lists = {
  getList: vi.fn(async (resource: string) => ({
    data: rows[resource] ?? [],
    total: rows[resource]?.length ?? 0,
  })),
  getMany: vi.fn(async (resource: string) => ({ data: rows[resource] ?? [] })),
};

const renderCreate = (create: (...args: never[]) => Promise<unknown>) =>
  renderWithAdmin(
    <ResourceContextProvider value="resources">
      <ResourceCreate />
    </ResourceContextProvider>,
    { dataProvider: { ...lists, create } as never },
  );

const fillAndSave = async () => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Name *"), " Room 1 ");
  await user.click(screen.getByLabelText("Location *"));
  await user.click(await screen.findByRole("option", { name: "City centre" }));
  await user.click(screen.getByRole("button", { name: "Save" }));
};

describe("ResourceCreate", () => {
  it("sends the trimmed name, the location, the services and the defaults (capacity 1)", async () => {
    const create = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { id: 2, ...data },
    }));
    renderCreate(create as never);
    await fillAndSave();
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [resource, { data }] = create.mock.calls[0];
    expect(resource).toBe("resources");
    expect(data).toMatchObject({
      name: "Room 1",
      location_id: 4,
      service_ids: [],
      sort_order: 0,
      capacity: 1,
      calendar_colour: "#8E24AA",
    });
  });

  it("sends the capacity typed", async () => {
    const create = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { id: 2, ...data },
    }));
    renderCreate(create as never);
    const user = userEvent.setup();
    const capacity = await screen.findByLabelText("Capacity *");
    expect(capacity).toHaveValue(1);
    await user.clear(capacity);
    await user.type(capacity, "2");
    await fillAndSave();
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({ capacity: 2 });
  });

  it.each(["0", "51", "1.5"])(
    "refuses a capacity of %s in words and sends nothing",
    async (value) => {
      const create = vi.fn();
      renderCreate(create as never);
      const user = userEvent.setup();
      const capacity = await screen.findByLabelText("Capacity *");
      await user.clear(capacity);
      await user.type(capacity, value);
      await fillAndSave();
      expect(
        await screen.findByText("Enter a whole number from 1 to 50."),
      ).toBeInTheDocument();
      expect(create).not.toHaveBeenCalled();
    },
  );

  it("requires a location before sending", async () => {
    const create = vi.fn();
    renderCreate(create as never);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name *"), "Room 2");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("This value is required."),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the server's 422 message on the name", async () => {
    // react-admin logs the rejected call; that log is expected here.
    const log = console.error;
    console.error = (...args: unknown[]) => {
      if (!(args[0] instanceof HttpError)) log(...args);
    };
    const message = "Another resource at this location already has this name.";
    const create = vi.fn(async () => {
      throw new HttpError(message, 422, { errors: { name: message } });
    });
    renderCreate(create as never);
    await fillAndSave();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
