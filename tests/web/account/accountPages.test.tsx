import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppWrapper } from "../../../src/App";
import { buildToken, jsonResponse } from "../support/builders";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
});

const visit = (path: string) => {
  window.history.replaceState(null, "", path);
  render(<AppWrapper />);
  return userEvent.setup();
};

const passwordField = (label: string) =>
  screen.getByLabelText(label, { selector: "input" });

describe("account pages", () => {
  it("sign-up checks the password rules and signs the new merchant in", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith("/auth/merchantSignUp")
        ? jsonResponse(
            {
              status: 1,
              data: buildToken({ role: 2, name: "Ada" }),
              userInfo: { currency_code: "EUR" },
              logo_path: "",
            },
            { status: 201 },
          )
        : jsonResponse([], { headers: { "Content-Range": "x 0-0/0" } }),
    );
    const user = visit("/account/sign-up");
    await user.type(
      await screen.findByLabelText("Business name *"),
      "Calm Spa",
    );
    await user.type(screen.getByLabelText("Your name *"), "Ada");
    await user.type(screen.getByLabelText("E-mail *"), "Ada@Example.com");
    await user.type(passwordField("Password *"), "short");
    await user.type(passwordField("Confirm password *"), "other");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(
      await screen.findByText("Password must be at least 10 characters."),
    ).toBeInTheDocument();
    expect(screen.getByText("The passwords do not match.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(passwordField("Password *"));
    await user.type(passwordField("Password *"), "CalmSpa#2026");
    await user.clear(passwordField("Confirm password *"));
    await user.type(passwordField("Confirm password *"), "CalmSpa#2026");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(window.location.pathname).toBe("/"));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/wellness/auth/merchantSignUp");
    expect(JSON.parse(init.body as string)).toMatchObject({
      business_name: "Calm Spa",
      name: "Ada",
      email: "ada@example.com",
      password: "CalmSpa#2026",
      confirm_password: "CalmSpa#2026",
      // The browser (jsdom) speaks en-US: its country and that country's currency.
      country_code: "US",
      currency_code: "USD",
      timezone: expect.any(String),
    });
    expect(await screen.findByText("Welcome, Ada")).toBeInTheDocument();
  });

  it("forgot-password posts the e-mail as multipart and confirms", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 1, message: "Sent" }));
    const user = visit("/account/forgot-password");
    await user.type(
      await screen.findByLabelText("E-mail *"),
      "ada@example.com",
    );
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      /reset link is on its way/,
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/wellness/auth/forgotPassword");
    expect((init.body as FormData).get("email")).toBe("ada@example.com");
  });

  it("checks the e-mail with the app's own message, not the browser's bubble", async () => {
    const user = visit("/account/forgot-password");
    await user.type(await screen.findByLabelText("E-mail *"), "ada@");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(
      await screen.findByText("Enter a valid e-mail address."),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reset-password sends the token and returns to sign in", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 1, message: "Done" }));
    const user = visit("/account/reset-password?token=abc123");
    await user.type(
      await screen.findByLabelText("Password *", { selector: "input" }),
      "NewPass#20266",
    );
    await user.type(passwordField("Confirm password *"), "NewPass#20266");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    await waitFor(() =>
      expect(window.location.pathname).toBe("/account/login"),
    );
    expect(
      await screen.findByText("Your password has been reset. Please sign in."),
    ).toBeInTheDocument();
    const body = (fetchMock.mock.calls[0] as [string, RequestInit])[1]
      .body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      password: "NewPass#20266",
      confirm_password: "NewPass#20266",
      token: "abc123",
    });
  });

  it("reset-password shows the server's word on a bad token", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          status: 0,
          message: "Invalid",
          errors: { token: "This link has expired." },
        },
        { status: 422 },
      ),
    );
    const user = visit("/account/reset-password?token=old");
    await user.type(
      await screen.findByLabelText("Password *", { selector: "input" }),
      "NewPass#20266",
    );
    await user.type(passwordField("Confirm password *"), "NewPass#20266");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This link has expired.",
    );
  });
});
