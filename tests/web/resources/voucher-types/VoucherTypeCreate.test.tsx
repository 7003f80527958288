import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { VoucherTypeCreate } from "../../../../src/resources/voucher-types/VoucherTypeCreate";
import { echoWrite } from "../../support/fakeReads";
import {
  renderCreateView,
  saveAndSeeRefusal,
  serverRefusal,
} from "../../support/formViews";

const renderCreate = (create: ReturnType<typeof vi.fn>) =>
  renderCreateView("voucher-types", <VoucherTypeCreate />, {
    create,
    lookups: {
      services: [{ id: 9, name: "Deep tissue" }],
      locations: [{ id: 3, name: "Soho" }],
    },
  });

async function fillBasics() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Name *"), " Gift 50 ");
  await user.type(screen.getByLabelText("Value *"), "50");
  await user.type(screen.getByLabelText("Price *"), "45.5");
  return user;
}

async function pick(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  option: string,
) {
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("VoucherTypeCreate", () => {
  it("sends amounts in minor units, the services only when chosen, and the locations", async () => {
    const create = echoWrite();
    renderCreate(create);
    const user = await fillBasics();
    await user.type(screen.getByLabelText("Valid for"), "6");
    await user.click(screen.getByRole("combobox", { name: "Unit" }));
    await user.click(await screen.findByRole("option", { name: "Months" }));
    await user.click(screen.getByLabelText("Selected services"));
    await pick(user, "Services", "Deep tissue");
    // Changing back to any service drops the choice instead of sending it.
    await user.click(screen.getByLabelText("Any service"));
    await pick(user, "Sold at", "Soho");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      name: "Gift 50",
      value: 5000,
      retail_price: 4550,
      valid_for_value: 6,
      valid_for_unit: "months",
      redeemable_for: "any",
      service_ids: [],
      location_ids: [3],
      online_sales_enabled: true,
    });
  });

  it("asks for the validity unit, the services and a location before sending", async () => {
    const create = vi.fn();
    renderCreate(create);
    const user = await fillBasics();
    await user.type(screen.getByLabelText("Valid for"), "6");
    await user.click(screen.getByLabelText("Selected services"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "Enter both the number and the unit, or leave both empty to use the default validity.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Choose at least one service."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Choose at least one location where it is sold."),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("refuses a value of 0", async () => {
    const create = vi.fn();
    renderCreate(create);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Value *"), "0");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("The value must be greater than 0."),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the server's refusal on the field it names", async () => {
    const message = "Use a colour like #1E88E5.";
    const create = serverRefusal("colour", message);
    renderCreate(create);
    const user = await fillBasics();
    await pick(user, "Sold at", "Soho");
    await saveAndSeeRefusal(user, create, "Colour", message);
  });
});
