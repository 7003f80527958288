import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { AppWrapper } from "../../../src/App";
import { jsonResponse, signIn } from "../support/builders";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    jsonResponse([], { headers: { "Content-Range": "items 0-0/0" } }),
  );
  Cookies.set("lang", "en");
  window.localStorage.clear();
  signIn({ role: 2 });
});

describe("switching the language in the middle of a form", () => {
  it("keeps what was typed, and the labels follow the new language", async () => {
    window.history.replaceState(null, "", "/clients/create");
    render(<AppWrapper />);
    const user = userEvent.setup();
    const first = await screen.findByLabelText("First name *");
    await user.type(first, "Ada");
    await user.type(screen.getByLabelText("Notes"), "Allergic to nuts");

    await user.click(screen.getByRole("button", { name: "English" }));
    await user.click(await screen.findByRole("menuitem", { name: "Deutsch" }));

    const vorname = await screen.findByLabelText("Vorname *");
    expect(vorname).toHaveValue("Ada");
    expect(screen.getByLabelText("Notizen")).toHaveValue("Allergic to nuts");
    // The same input, not a new one: the form was not mounted again.
    expect(vorname).toBe(first);
    await waitFor(() => expect(Cookies.get("lang")).toBe("de"));

    // Right to left too: the page turns, the form stays.
    await user.click(screen.getByRole("button", { name: "Deutsch" }));
    await user.click(await screen.findByRole("menuitem", { name: "العربية" }));
    await waitFor(() => expect(document.documentElement.dir).toBe("rtl"));
    await waitFor(() => expect(Cookies.get("lang")).toBe("ae"));
    expect(first).toBeInTheDocument();
    expect(first).toHaveValue("Ada");
  });
});
