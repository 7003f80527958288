import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { AppWrapper } from "../../../src/App";
import { buildClient, jsonResponse, signIn } from "../support/builders";

const fetchMock = vi.fn<typeof fetch>();
const QUESTION =
  "Some of your changes weren't saved. Are you sure you want to ignore them?";

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    /\/clients\/7$/.test(String(url).split("?")[0])
      ? jsonResponse(buildClient({ id: 7, first_name: "Ada" }))
      : jsonResponse([], { headers: { "Content-Range": "items 0-0/0" } }),
  );
  Cookies.set("lang", "en");
  window.localStorage.clear();
  signIn({ role: 2 });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const leaveByMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole("link", { name: "Client list" }));
};

describe("leaving a form with changes", () => {
  it.each([
    ["a create form", "/clients/create"],
    ["an edit form", "/clients/7"],
  ])("%s asks first; staying keeps what was typed", async (_what, path) => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    window.history.replaceState(null, "", path);
    render(<AppWrapper />);
    const user = userEvent.setup();
    const notes = await screen.findByLabelText("Notes");
    await user.type(notes, "Allergic to nuts");

    await leaveByMenu(user);
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(QUESTION));
    expect(window.location.pathname).toBe(path);
    expect(screen.getByLabelText("Notes")).toHaveValue("Allergic to nuts");

    // Agreeing to discard leaves.
    confirm.mockReturnValue(true);
    await leaveByMenu(user);
    await waitFor(() => expect(window.location.pathname).toBe("/clients"));
  });

  it("an untouched form leaves without asking", async () => {
    const confirm = vi.spyOn(window, "confirm");
    window.history.replaceState(null, "", "/clients/create");
    render(<AppWrapper />);
    const user = userEvent.setup();
    await screen.findByLabelText("Notes");
    await leaveByMenu(user);
    await waitFor(() => expect(window.location.pathname).toBe("/clients"));
    expect(confirm).not.toHaveBeenCalled();
  });
});
