import { describe, expect, it, type Mock } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ClientEdit } from "../../../../src/resources/clients/ClientEdit";
import { buildClient } from "../../support/builders";
import { echoWrite } from "../../support/fakeReads";
import {
  renderEditView,
  saveAndSeeRefusal,
  serverRefusal,
} from "../../support/formViews";

const renderEdit = (record: ReturnType<typeof buildClient>, update: Mock) =>
  renderEditView("clients", record, <ClientEdit />, {
    update,
    lookups: { "referral-sources": [{ id: 7, name: "Google" }] },
  });

describe("ClientEdit", () => {
  it("saves an archived client's changes without the server-owned fields", async () => {
    // The server refuses archived_at other than null (a restore) on a write.
    const record = buildClient({
      id: 42,
      referral_source_id: 7,
      blocked_online: true,
      block_reason: "No-shows",
      archived_at: "2026-02-01T10:00:00.000Z",
      created_at: "2025-01-01T10:00:00.000Z",
      updated_at: "2026-02-01T10:00:00.000Z",
    });
    const update = echoWrite();
    renderEdit(record, update);
    const user = userEvent.setup();
    // Save only once the (lazily loaded) phone input validates the stored mobile too.
    await screen.findByLabelText("Mobile");
    await user.type(
      await screen.findByLabelText("Notes"),
      " Prefers mornings ",
    );
    await user.click(screen.getByLabelText("Blocked from online booking"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const [resource, params] = update.mock.calls[0];
    expect(resource).toBe("clients");
    expect(String(params.id)).toBe("42");
    expect(params.data).toMatchObject({
      first_name: "Grace",
      notes: "Prefers mornings",
      blocked_online: false,
      block_reason: null,
      referral_source_id: 7,
    });
    for (const field of ["id", "archived_at", "created_at", "updated_at"])
      expect(params.data).not.toHaveProperty(field);
  });

  it("shows the server's refusal of a mobile number on the mobile field", async () => {
    const message =
      "Enter the number in international format, for example +441234567890.";
    const update = serverRefusal("mobile", message);
    renderEdit(buildClient({ id: 42 }), update);
    const user = userEvent.setup();
    const mobile = await screen.findByLabelText("Mobile");
    await user.clear(mobile);
    await user.type(mobile, "+43 664 123 4567");
    await saveAndSeeRefusal(user, update, "Mobile", message);
    expect(update.mock.calls[0][1].data).toMatchObject({
      mobile: "+436641234567",
    });
  });
});
