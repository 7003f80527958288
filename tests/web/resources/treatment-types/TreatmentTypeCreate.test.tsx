import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { TreatmentTypeCreate } from "../../../../src/resources/treatment-types/TreatmentTypeCreate";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const renderCreate = (create: ReturnType<typeof vi.fn>) =>
  renderWithAdmin(
    <ResourceContextProvider value="treatment-types">
      <TreatmentTypeCreate />
    </ResourceContextProvider>,
    { dataProvider: { create } as never },
  );

describe("TreatmentTypeCreate", () => {
  it("sends the trimmed name with the default colour and order", async () => {
    const create = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { id: 1, ...data },
    }));
    renderCreate(create);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name *"), " Facial ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toEqual({
      name: "Facial",
      colour: "#8E24AA",
      sort_order: 0,
    });
  });

  it("requires a name", async () => {
    const create = vi.fn();
    renderCreate(create);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Description"), "Skin");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("This value is required."),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
