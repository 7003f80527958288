import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { signIn } from "../support/builders";
import { chooseOption, setup } from "./calendarFixture";

// Issue 12: the walk-in client's mobile is the shared phone input.
beforeEach(() => signIn({ role: 2, country_code: "AT" }));

/** Opens the booking form on Anna's 10:00 slot with a new client named Nora and a massage. */
const newClientForm = async () => {
  (
    await screen.findByRole("button", { name: "Book Anna at 10:00 AM" })
  ).focus();
  await userEvent.keyboard("{Enter}");
  const dialog = await screen.findByRole("dialog", {
    name: "New appointment",
  });
  await userEvent.click(
    within(dialog).getByRole("button", { name: "New client" }),
  );
  await userEvent.type(
    within(dialog).getByRole("textbox", { name: /First name/ }),
    "Nora",
  );
  await chooseOption("Service", "Massage");
  return dialog;
};

describe("the booking form's new client mobile", () => {
  it("takes a national number in the business's country and books with it in E.164", async () => {
    const { sendJson } = setup();
    const dialog = await newClientForm();
    const country = await within(dialog).findByRole("combobox", {
      name: /Mobile/,
    });
    expect((country as HTMLSelectElement).value).toBe("AT");
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Mobile" }),
      "0664 1234567",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Book" }));
    await waitFor(() => expect(sendJson).toHaveBeenCalledTimes(1));
    expect(sendJson).toHaveBeenCalledWith(
      "appointments",
      expect.objectContaining({
        method: "POST",
        body: expect.objectContaining({
          new_client: { first_name: "Nora", mobile: "+436641234567" },
        }),
      }),
    );
  });

  it("reports an invalid number on the field and sends nothing", async () => {
    const { sendJson } = setup();
    const dialog = await newClientForm();
    const mobile = await within(dialog).findByRole("textbox", {
      name: "Mobile",
    });
    await userEvent.type(mobile, "0664 12");
    await userEvent.click(within(dialog).getByRole("button", { name: "Book" }));
    await waitFor(() =>
      expect(mobile).toHaveAccessibleDescription(
        /^Enter a valid number for the chosen country, for example 0664 123456/,
      ),
    );
    expect(mobile).toHaveAttribute("aria-invalid", "true");
    expect(sendJson).not.toHaveBeenCalled();
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });
});
