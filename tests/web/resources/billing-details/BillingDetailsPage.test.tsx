import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BillingDetailsPage } from "../../../../src/resources/billing-details/BillingDetailsPage";
import { renderWithAdmin } from "../../support/renderWithAdmin";
import { echoWrite } from "../../support/fakeReads";
import { saveAndSeeRefusal, serverRefusal } from "../../support/formViews";

/** The singleton as the server first sends it: from the business name, owner e-mail and country. */
const record = {
  id: "current",
  legal_name: "Lotus Spa",
  billing_email: "owner@lotus.example",
  tax_number: null,
  address_line1: null,
  address_line2: null,
  city: null,
  region: null,
  postcode: null,
  country_code: "AT",
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
};

const renderPage = (update: ReturnType<typeof vi.fn>) => {
  const getOne = vi.fn(async () => ({ data: record }));
  renderWithAdmin(<BillingDetailsPage />, {
    dataProvider: { getOne, update } as never,
  });
  return getOne;
};

describe("BillingDetailsPage", () => {
  it("saves the one record, trimmed, blanks as null and the e-mail in lower case", async () => {
    const update = echoWrite();
    const getOne = renderPage(update);
    const user = userEvent.setup();
    const email = await screen.findByLabelText("Billing e-mail *");
    await user.clear(email);
    await user.type(email, " Billing@Lotus.Example ");
    await user.type(screen.getByLabelText("Tax number"), " ATU12345678 ");
    await user.type(screen.getByLabelText("City"), "Vienna");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(getOne).toHaveBeenCalledWith(
      "billing-details",
      expect.objectContaining({ id: "current" }),
    );
    const [resource, params] = update.mock.calls[0];
    expect(resource).toBe("billing-details");
    expect(params.id).toBe("current");
    expect(params.data).toEqual({
      legal_name: "Lotus Spa",
      billing_email: "billing@lotus.example",
      tax_number: "ATU12345678",
      address_line1: null,
      address_line2: null,
      city: "Vienna",
      region: null,
      postcode: null,
      country_code: "AT",
    });
  });

  it("requires the legal name and a valid e-mail, in the app's words", async () => {
    const update = vi.fn();
    renderPage(update);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText("Legal name *"));
    const email = screen.getByLabelText("Billing e-mail *");
    await user.clear(email);
    await user.type(email, "billing-at-lotus");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("This value is required."),
    ).toBeInTheDocument();
    expect(
      screen.getByLabelText("Billing e-mail *"),
    ).toHaveAccessibleDescription("Enter a valid e-mail address.");
    expect(update).not.toHaveBeenCalled();
  });

  it("shows the server's refusal on the field it names", async () => {
    const message = "Use a two-letter country code such as AT.";
    const update = serverRefusal("country_code", message);
    renderPage(update);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("City"), "Vienna");
    await saveAndSeeRefusal(user, update, "Country", message);
  });
});
