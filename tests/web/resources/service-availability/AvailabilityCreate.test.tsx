import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { AvailabilityCreate } from "../../../../src/resources/service-availability/AvailabilityCreate";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const lookups: Record<string, { id: number; name: string }[]> = {
  services: [{ id: 9, name: "Deep tissue" }],
  locations: [{ id: 3, name: "Soho" }],
};

const renderCreate = (create: ReturnType<typeof vi.fn>) =>
  renderWithAdmin(
    <ResourceContextProvider value="service-availability">
      <AvailabilityCreate />
    </ResourceContextProvider>,
    {
      dataProvider: {
        getList: vi.fn(async (resource: string) => ({
          data: lookups[resource] ?? [],
          total: (lookups[resource] ?? []).length,
        })),
        getMany: vi.fn(
          async (resource: string, { ids }: { ids: number[] }) => ({
            data: (lookups[resource] ?? []).filter((r) => ids.includes(r.id)),
          }),
        ),
        create,
      } as never,
    },
  );

const chooseService = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole("combobox", { name: /Service/ }));
  await user.click(await screen.findByRole("option", { name: "Deep tissue" }));
};

describe("AvailabilityCreate", () => {
  it("refuses an end before the start, in the user's words", async () => {
    const create = vi.fn();
    renderCreate(create);
    const user = userEvent.setup();
    await chooseService(user);
    const to = screen.getByLabelText("To");
    await user.clear(to);
    await user.type(to, "8:00");
    await user.tab();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("The end must be after the start."),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("sends the service, all locations, the channel and the rules", async () => {
    const create = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { id: 1, ...data },
    }));
    renderCreate(create);
    const user = userEvent.setup();
    await chooseService(user);
    // Typed the way people write it; shown as English writes it.
    const from = screen.getByLabelText("From");
    await user.clear(from);
    await user.type(from, "10");
    await user.tab();
    expect((from as HTMLInputElement).value).toMatch(/^10:00\sAM$/);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      service_id: 9,
      location_id: null,
      channels: "both",
      rules: [{ weekday: 1, start: "10:00", end: "17:00" }],
    });
  });
});
