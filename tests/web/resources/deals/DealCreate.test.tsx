import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { DealCreate } from "../../../../src/resources/deals/DealCreate";
import { renderWithAdmin } from "../../support/renderWithAdmin";

describe("DealCreate", () => {
  it("shows what is missing in the user's words instead of saving", async () => {
    const create = vi.fn();
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const getMany = vi.fn(async () => ({ data: [] }));
    renderWithAdmin(
      <ResourceContextProvider value="deals">
        <DealCreate />
      </ResourceContextProvider>,
      { dataProvider: { create, getList, getMany } as never },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name *"), "Spring");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "Enter the code clients type to get this promotion.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Enter a percentage from 0 to 100."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Choose at least one location."),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
