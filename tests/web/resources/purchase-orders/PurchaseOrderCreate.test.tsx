import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { PurchaseOrderCreate } from "../../../../src/resources/purchase-orders/PurchaseOrderCreate";
import { renderWithAdmin } from "../../support/renderWithAdmin";

describe("PurchaseOrderCreate", () => {
  it("checks the lines, and each line's quantity, cost and total against the server's caps before saving", async () => {
    const create = vi.fn();
    renderWithAdmin(
      <ResourceContextProvider value="purchase-orders">
        <PurchaseOrderCreate />
      </ResourceContextProvider>,
      {
        dataProvider: {
          getList: vi.fn(async () => ({ data: [], total: 0 })),
          getMany: vi.fn(async () => ({ data: [] })),
          create,
        } as never,
      },
    );
    const user = userEvent.setup();
    // The lines' own rule, on the lines input: at least one line.
    await user.type(await screen.findByLabelText("Notes"), "Urgent");
    const save = screen.getByRole("button", { name: "Save" });
    await user.click(save);
    expect(
      await screen.findByText("Add at least one product"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add" }));
    await user.type(await screen.findByLabelText("Ordered qty *"), "1000001");
    await user.type(screen.getByLabelText("Unit cost"), "10000000000.01");
    await user.click(save);
    expect(
      await screen.findByText("Enter at most 1,000,000 units."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("This amount is too large: at most €10,000,000,000.00."),
    ).toBeInTheDocument();
    // Each within its cap, but 1,000,000 × €20,000.00 = €20 billion for the line.
    await user.clear(screen.getByLabelText("Ordered qty *"));
    await user.type(screen.getByLabelText("Ordered qty *"), "1000000");
    await user.clear(screen.getByLabelText("Unit cost"));
    await user.type(screen.getByLabelText("Unit cost"), "20000");
    await user.click(save);
    // Said at the line's cost and at the order's shipping (the order total).
    expect(
      await screen.findAllByText(
        "This comes to more than €10,000,000,000.00, the largest amount allowed. Check the quantities and amounts.",
      ),
    ).toHaveLength(2);
    expect(create).not.toHaveBeenCalled();
  });
});
