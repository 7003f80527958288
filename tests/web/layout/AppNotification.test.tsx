import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useNotify } from "react-admin";
import { AppNotification } from "../../../src/layout/AppNotification";
import {
  dismissAlert,
  forgetAlertedErrors,
  noteAlertedError,
  repeatsAlertedError,
  showAlert,
} from "../../../src/providers/errorAlert";
import { renderWithAdmin } from "../support/renderWithAdmin";

beforeEach(() => {
  forgetAlertedErrors();
  dismissAlert();
});
afterEach(() => {
  forgetAlertedErrors();
  dismissAlert();
});

const Notifier = ({
  message,
  type,
}: {
  message: string;
  type: "error" | "success" | "warning";
}) => {
  const notify = useNotify();
  return (
    <button
      onClick={() => notify(message, { type, messageArgs: { _: message } })}
    >
      notify {message}
    </button>
  );
};

const renderWith = (message: string, type: "error" | "success" | "warning") =>
  renderWithAdmin(
    <>
      <Notifier message={message} type={type} />
      <AppNotification />
    </>,
  );

describe("repeatsAlertedError", () => {
  it("knows the messages of failed calls the alert reported, for a while", () => {
    noteAlertedError("Another client already uses this e-mail.", 1_000);
    expect(
      repeatsAlertedError("Another client already uses this e-mail.", 2_000),
    ).toBe(true);
    expect(
      repeatsAlertedError("Another client already uses this e-mail.", 40_000),
    ).toBe(false);
    expect(repeatsAlertedError("Something else", 2_000)).toBe(false);
    expect(repeatsAlertedError("ra.notification.http_error", 2_000)).toBe(true);
    expect(repeatsAlertedError("ra.notification.http_error", 40_000)).toBe(
      false,
    );
  });

  it("treats react-admin's invalid-form message as a repeat only while the alert is open", () => {
    expect(repeatsAlertedError("ra.message.invalid_form")).toBe(false);
    showAlert({
      severity: "warning",
      titleKey: "app.errors.title",
      message: "Bad e-mail",
    });
    expect(repeatsAlertedError("ra.message.invalid_form")).toBe(true);
    dismissAlert();
    expect(repeatsAlertedError("ra.message.invalid_form")).toBe(false);
  });
});

describe("AppNotification", () => {
  it("drops an error notification that repeats a reported HTTP failure", async () => {
    renderWith("Server says no", "error");
    act(() => noteAlertedError("Server says no"));
    await userEvent.click(
      screen.getByRole("button", { name: "notify Server says no" }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText("Server says no")).not.toBeInTheDocument();
  });

  it("still shows other errors and success messages", async () => {
    renderWith("ra.notification.created", "success");
    noteAlertedError("Server says no");
    await userEvent.click(
      screen.getByRole("button", { name: "notify ra.notification.created" }),
    );
    expect(await screen.findByText("Element created")).toBeInTheDocument();
  });

  it("shows an error nobody reported", async () => {
    renderWith("app.auth.session_expired", "error");
    noteAlertedError("Server says no");
    await userEvent.click(
      screen.getByRole("button", { name: "notify app.auth.session_expired" }),
    );
    expect(
      await screen.findByText("Your session has ended. Please sign in again."),
    ).toBeInTheDocument();
  });
});
