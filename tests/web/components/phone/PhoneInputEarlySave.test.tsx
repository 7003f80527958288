import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ClientEdit } from "../../../../src/resources/clients/ClientEdit";
import { buildClient, signIn } from "../../support/builders";
import { echoWrite } from "../../support/fakeReads";
import { renderEditView } from "../../support/formViews";

// The phone rules (the lazy chunk with libphonenumber) arrive only when the test says so.
const chunk = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release };
});
vi.mock(
  "../../../../src/components/phone/phoneNumbers",
  async (importOriginal) => {
    await chunk.arrived;
    return importOriginal();
  },
);

/** Issue 12: a Save clicked before the phone rules have loaded still checks the number. */
describe("a phone field saved before its rules load", () => {
  it("reports a wrong stored number on the field and does not send it", async () => {
    signIn({ country_code: "DE" });
    const update = echoWrite();
    renderEditView(
      "clients",
      buildClient({ id: 42, mobile: "0170" }),
      <ClientEdit />,
      { update, lookups: { "referral-sources": [] } },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Notes"), "Prefers mornings");
    // The phone field has not loaded yet: its place is still waiting.
    expect(screen.queryByLabelText("Mobile")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    chunk.release();
    const mobile = await screen.findByLabelText("Mobile");
    await waitFor(() =>
      expect(mobile).toHaveAccessibleDescription(
        /^Enter a valid number for the chosen country, for example 01512 3456789/,
      ),
    );
    expect(update).not.toHaveBeenCalled();
  });
});
