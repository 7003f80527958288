import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ResourceContextProvider, SimpleForm, useSetLocale } from "react-admin";
import polyglotI18nProvider from "ra-i18n-polyglot";
import { TimeOfDayInput } from "../../../../src/components/dates";
import { renderWithAdmin } from "../../support/renderWithAdmin";

/** Issue 12: a time of day is typed and shown in the UI language's convention, stored as HH:mm. */
const form = (onSubmit: (values: object) => void) => (
  <ResourceContextProvider value="things">
    <SimpleForm record={{ start: "09:00" }} onSubmit={onSubmit}>
      <TimeOfDayInput source="start" label="Start" />
    </SimpleForm>
  </ResourceContextProvider>
);

describe("TimeOfDayInput", () => {
  it("shows the stored time in English, reads what is typed, and stores HH:mm", async () => {
    const submit = vi.fn();
    renderWithAdmin(form(submit));
    const input = await screen.findByRole("combobox", { name: "Start" });
    expect((input as HTMLInputElement).value).toMatch(/^09:00\sAM$/);
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, "9.30 pm");
    await user.tab();
    expect((input as HTMLInputElement).value).toMatch(/^09:30\sPM$/);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0][0]).toMatchObject({ start: "21:30" });
  });

  it("names an entry that is not a time on the field and keeps what was typed", async () => {
    renderWithAdmin(form(vi.fn()));
    const input = await screen.findByRole("combobox", { name: "Start" });
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, "half past");
    await user.tab();
    expect(input).toHaveValue("half past");
    expect(input).toHaveAccessibleDescription(
      /^Not a time\. Type it like 09:30\sAM, 02:15\sPM\.$/,
    );
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("offers the quarter hours from what is typed, to pick with the keyboard", async () => {
    const submit = vi.fn();
    renderWithAdmin(form(submit));
    const input = await screen.findByRole("combobox", { name: "Start" });
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, "14");
    const options = await screen.findAllByRole("option");
    expect(options[0]).toHaveTextContent(/^02:00\sPM$/);
    expect(options[1]).toHaveTextContent(/^02:15\sPM$/);
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect((input as HTMLInputElement).value).toMatch(/^02:15\sPM$/);
  });

  it("writes 24-hour time in German", async () => {
    const de = (await import("../../../../src/i18n/de")).default;
    const en = (await import("../../../../src/i18n/en")).default;
    const i18n = polyglotI18nProvider(
      (locale) => (locale === "de" ? de : en),
      "en",
    );
    const Switch = () => {
      const setLocale = useSetLocale();
      return (
        <button type="button" onClick={() => setLocale("de")}>
          de
        </button>
      );
    };
    const { AdminContext } = await import("react-admin");
    const { render } = await import("@testing-library/react");
    render(
      <AdminContext i18nProvider={i18n}>
        <Switch />
        {form(vi.fn())}
      </AdminContext>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "de" }));
    const input = await screen.findByRole("combobox", { name: "Start" });
    await waitFor(() => expect(input).toHaveValue("09:00"));
    await user.clear(input);
    await user.type(input, "9.30 pm");
    await user.tab();
    expect(input).toHaveValue("21:30");
  });
});
