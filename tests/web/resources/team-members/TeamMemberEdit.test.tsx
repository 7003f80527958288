import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TeamMemberEdit } from "../../../../src/resources/team-members/TeamMemberEdit";
import { buildTeamMember, signIn } from "../../support/builders";
import { echoWrite } from "../../support/fakeReads";
import {
  renderEditView,
  saveAndSeeRefusal,
  serverRefusal,
} from "../../support/formViews";

/** A member who signs in and may open clients and products. */
const member = buildTeamMember({
  id: 9,
  location_ids: [4],
  service_ids: [],
  login_enabled: true,
  has_login: true,
  permissions: [3, 4],
  created_at: "2026-01-01T10:00:00.000Z",
  updated_at: "2026-01-01T10:00:00.000Z",
});

const renderEdit = (update: ReturnType<typeof vi.fn>) =>
  renderEditView("team-members", member, <TeamMemberEdit />, {
    update,
    lookups: { locations: [{ id: 4, name: "Central" }] },
  });

describe("TeamMemberEdit by the owner", () => {
  it("changes the areas of an existing login without asking for its password again", async () => {
    signIn({ role: 2 });
    const update = echoWrite();
    renderEdit(update);
    const user = userEvent.setup();
    expect(await screen.findByLabelText("Clients")).toBeChecked();
    await user.click(screen.getByLabelText("Products"));
    await user.click(screen.getByLabelText("Calendar"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const data = update.mock.calls[0][1].data as { permissions: number[] };
    expect(data).toMatchObject({ login_enabled: true, location_ids: [4] });
    expect([...data.permissions].sort((a, b) => a - b)).toEqual([2, 3]);
    for (const field of ["password", "has_login", "id", "created_at"])
      expect(data).not.toHaveProperty(field);
  });

  it("checks a new password by the sign-in rules before sending", async () => {
    signIn({ role: 2 });
    const update = vi.fn();
    renderEdit(update);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Login password"), "short");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Password must be at least 10 characters."),
    ).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of an e-mail another account uses", async () => {
    signIn({ role: 2 });
    const message = "This e-mail is already used by another account.";
    const update = serverRefusal("email", message);
    renderEdit(update);
    const user = userEvent.setup();
    const email = await screen.findByLabelText("E-mail");
    await user.clear(email);
    await user.type(email, "owner@example.com");
    await saveAndSeeRefusal(user, update, "E-mail", message);
  });
});

describe("TeamMemberEdit by staff with the team area", () => {
  it("leaves the login alone: no login section, no login fields sent", async () => {
    // The server answers 403 to any login field from staff (only the owner manages logins).
    signIn({ role: 3 }, [16]);
    const update = echoWrite();
    renderEdit(update);
    const user = userEvent.setup();
    const jobTitle = await screen.findByLabelText("Job title");
    expect(screen.queryByLabelText("Can sign in")).toBeNull();
    expect(screen.queryByLabelText("Login password")).toBeNull();
    await user.type(jobTitle, "Therapist");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const { data } = update.mock.calls[0][1];
    expect(data).toMatchObject({
      first_name: "Maya",
      job_title: "Therapist",
    });
    for (const field of ["login_enabled", "password", "permissions"])
      expect(data).not.toHaveProperty(field);
  });
});
