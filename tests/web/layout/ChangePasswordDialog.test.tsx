import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ChangePasswordDialog } from "../../../src/layout/ChangePasswordDialog";
import { jsonResponse, signIn } from "../support/builders";
import { renderWithAdmin } from "../support/renderWithAdmin";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
});

const setup = () => {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  renderWithAdmin(
    <ChangePasswordDialog open onClose={onClose} onChanged={onChanged} />,
  );
  const user = userEvent.setup();
  const field = (label: string) => screen.getByLabelText(label);
  const fill = async (current: string, next: string, confirm: string) => {
    for (const [label, value] of [
      ["Current password", current],
      ["New password", next],
      ["Confirm new password", confirm],
    ]) {
      await user.clear(field(label));
      if (value) await user.type(field(label), value);
    }
  };
  const submit = () =>
    user.click(screen.getByRole("button", { name: "Change Password" }));
  return { onClose, onChanged, user, field, fill, submit };
};

describe("ChangePasswordDialog", () => {
  it("shows no error before a submit attempt", async () => {
    const { fill } = setup();
    await fill("", "short", "");
    expect(
      screen.queryByText("Password must be at least 10 characters."),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByText("Current Password is required."),
    ).not.toBeInTheDocument();
  });

  it("shows the required messages after submit", async () => {
    const { submit } = setup();
    await submit();
    expect(
      screen.getByText("Current Password is required."),
    ).toBeInTheDocument();
    expect(screen.getByText("Password is required.")).toBeInTheDocument();
    expect(screen.getByText("This value is required.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks the length, the character mix and the confirmation", async () => {
    const { fill, submit } = setup();
    await fill("old", "Ab1!", "Ab1!");
    await submit();
    expect(
      screen.getByText("Password must be at least 10 characters."),
    ).toBeInTheDocument();

    await fill("old", "abcdefghijkl", "abcdefghijkl");
    expect(
      screen.getByText(
        "Password must contain alphabetics,numbers and special charactes !",
      ),
    ).toBeInTheDocument();

    await fill("old", "Abcdefgh1!x", "Abcdefgh1!y");
    expect(
      screen.getByText("This value should be the same."),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("limits the new password to 50 characters at input", () => {
    const { field } = setup();
    expect(field("New password")).toHaveAttribute("maxLength", "50");
  });

  it("posts multipart to merchant/changePassword and shows success, then logs out on close", async () => {
    signIn({ role: 2, token: "tok" });
    fetchMock.mockResolvedValue(
      jsonResponse({ status: 1, message: "Password has been changed." }),
    );
    const { fill, submit, user, onChanged, onClose } = setup();
    await fill("OldPass#2026", "NewPass#20266", "NewPass#20266");
    await submit();
    expect(await screen.findByText("Success!")).toBeInTheDocument();
    expect(screen.getByText("Password has been changed.")).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/wellness/merchant/changePassword");
    expect(init.method).toBe("POST");
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toEqual({
      current_password: "OldPass#2026",
      new_password: "NewPass#20266",
      confirm_password: "NewPass#20266",
    });
    expect(new Headers(init.headers).get("Authorization")).toBe("Bearer tok");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
    expect(onChanged).toHaveBeenCalled();
  });

  it("uses staff/changePassword for role 3 and shows the server's message on failure", async () => {
    signIn({ role: 3 }, [3]);
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          status: 0,
          message: "Current password is incorrect.",
          data: "Current password is incorrect.",
        },
        { status: 422 },
      ),
    );
    const { fill, submit, onChanged } = setup();
    await fill("Wrong#20266", "NewPass#20266", "NewPass#20266");
    await submit();
    expect(await screen.findByText("Error!")).toBeInTheDocument();
    expect(
      screen.getByText("Current password is incorrect."),
    ).toBeInTheDocument();
    expect((fetchMock.mock.calls[0] as [string])[0]).toBe(
      "/wellness/staff/changePassword",
    );
    await waitFor(() => expect(onChanged).not.toHaveBeenCalled());
  });
});
