import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError, ResourceContextProvider } from "react-admin";
import { NotificationTemplateCreate } from "../../../../src/resources/client-notification-templates/NotificationTemplateCreate";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const renderCreate = () => {
  const create = vi.fn(
    async (_resource: string, { data }: { data: object }) => ({
      data: { id: 1, ...data },
    }),
  );
  renderWithAdmin(
    <ResourceContextProvider value="client-notification-templates">
      <NotificationTemplateCreate />
    </ResourceContextProvider>,
    { dataProvider: { create } as never },
  );
  return { create, user: userEvent.setup() };
};

describe("NotificationTemplateCreate", () => {
  it("sends a 1-day reminder by e-mail by default, with the trimmed text", async () => {
    const { create, user } = renderCreate();
    await user.type(
      await screen.findByLabelText("Message text *"),
      "  See you on {{date} at {{time}. ",
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const [resource, { data }] = create.mock.calls[0];
    expect(resource).toBe("client-notification-templates");
    expect(data).toMatchObject({
      type: "reminder",
      reminder_offset_minutes: 1440,
      enabled: true,
      channel_email: true,
      channel_sms: false,
      show_price: true,
      body: "See you on {date} at {time}.",
    });
  });

  it("lists the placeholders and names an unknown one instead of saving", async () => {
    const { create, user } = renderCreate();
    const help = await screen.findByRole("region", {
      name: "Placeholders you can use",
    });
    expect(within(help).getByText("{client_first_name}")).toBeInTheDocument();
    await user.type(
      screen.getByLabelText("Message text *"),
      "Hi {{first_name}",
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "Unknown placeholder {first_name}. Use only the placeholders listed below.",
      ),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("asks for a channel when the message is switched on", async () => {
    const { create, user } = renderCreate();
    await user.type(await screen.findByLabelText("Message text *"), "Hello");
    await user.click(screen.getByLabelText("By e-mail"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "Choose e-mail, text message or both to send this message.",
      ),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the server's 422 message on the field it names", async () => {
    // react-query reports the refused save; only that expected error is let through.
    const log = console.error;
    console.error = (...args: unknown[]) => {
      if (!(args[0] instanceof HttpError)) log(...args);
    };
    const message =
      "There is already a template of this type: edit that one instead.";
    const create = vi.fn(async () => {
      throw new HttpError(message, 422, {
        status: 0,
        message,
        errors: { type: message },
      });
    });
    renderWithAdmin(
      <ResourceContextProvider value="client-notification-templates">
        <NotificationTemplateCreate />
      </ResourceContextProvider>,
      { dataProvider: { create } as never },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Message text *"), "Hello");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  });
});
