import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  Notification,
  ResourceContextProvider,
  useCanAccess,
} from "react-admin";
import { authProvider } from "../../../../src/providers/authProvider";
import { OutboxButton } from "../../../../src/resources/outbox/OutboxButton";
import { OutboxList } from "../../../../src/resources/outbox/OutboxList";
import {
  canResend,
  clientMessagesUrl,
  type OutboxMessage,
} from "../../../../src/resources/outbox/outboxModel";
import { signIn } from "../../support/builders";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const message = (over: Partial<OutboxMessage>): OutboxMessage => ({
  id: 1,
  channel: "email",
  kind: "purchase_order",
  recipient: "orders@pureoils.example",
  subject: "Purchase order PO-000012",
  language: "en",
  status: "sent",
  reason: null,
  detail: null,
  attempts: 1,
  send_after: "2026-11-20T09:00:00.000Z",
  expires_at: null,
  sent_at: "2026-11-20T09:00:05.000Z",
  client_id: null,
  created_at: "2026-11-20T09:00:00.000Z",
  ...over,
});

const rows = [
  message({
    id: 3,
    status: "failed",
    reason: "rejected",
    detail: "550 5.1.1 No such user",
    recipient: "typo@pureoils.example",
    subject: "Purchase order PO-000013",
    sent_at: null,
  }),
  message({
    id: 2,
    kind: "password_reset",
    status: "expired",
    reason: "expired",
    recipient: "ada@example.com",
    subject: "Reset your password",
    expires_at: "2026-11-20T09:30:00.000Z",
    sent_at: null,
  }),
  message({ id: 1 }),
];

afterEach(() => window.localStorage.clear());

/** Says when the access check the button makes has been answered. */
const AccessChecked = () => {
  const { canAccess, isPending } = useCanAccess({
    resource: "outbox",
    action: "list",
  });
  return isPending ? null : <span>outbox: {String(canAccess)}</span>;
};

describe("the outbox screen", () => {
  it("lists each message with its state and reason, and resends a failed one", async () => {
    signIn({ role: 2 });
    const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
    const sendJson = vi.fn(async () => ({ ...rows[0], status: "waiting" }));
    renderWithAdmin(
      <ResourceContextProvider value="outbox">
        <OutboxList />
        <Notification />
      </ResourceContextProvider>,
      { dataProvider: { getList, sendJson } as never },
    );
    const failed = (await screen.findByText("typo@pureoils.example")).closest(
      "tr",
    )!;
    // Newest first, as the server sorts it.
    expect(getList).toHaveBeenCalledWith(
      "outbox",
      expect.objectContaining({
        sort: { field: "created_at", order: "DESC" },
      }),
    );
    expect(within(failed).getByText("Failed")).toBeInTheDocument();
    expect(
      within(failed).getByText("The mail server refused the message"),
    ).toBeInTheDocument();
    expect(within(failed).getByText("550 5.1.1 No such user")).toHaveAttribute(
      "dir",
      "ltr",
    );
    const expired = screen.getByText("ada@example.com").closest("tr")!;
    expect(within(expired).getByText("Password reset")).toBeInTheDocument();
    expect(within(expired).getByText("Expired")).toBeInTheDocument();
    expect(
      within(expired).getByText("Its deadline passed before it could be sent"),
    ).toBeInTheDocument();
    const sent = screen.getByText("Purchase order PO-000012").closest("tr")!;
    expect(within(sent).getByText("Sent")).toBeInTheDocument();
    // Resend only where it can work: the failed message, not the expired or the sent one.
    expect(within(expired).queryByRole("button")).toBeNull();
    expect(within(sent).queryByRole("button")).toBeNull();
    expect(
      screen.getByRole("button", { name: "Export CSV" }),
    ).toBeInTheDocument();

    await userEvent.setup().click(
      within(failed).getByRole("button", {
        name: "Resend Purchase order PO-000013 to typo@pureoils.example",
      }),
    );
    await waitFor(() =>
      expect(sendJson).toHaveBeenCalledWith(
        "outbox",
        expect.objectContaining({ path: "3/resend" }),
      ),
    );
    expect(
      await screen.findByText(
        "The message is back in the outbox and will be sent shortly.",
      ),
    ).toBeInTheDocument();
  });

  it("opens from Business details and a client's page for the owner only", async () => {
    signIn({ role: 2 });
    const { unmount } = renderWithAdmin(
      <>
        <OutboxButton />
        <OutboxButton clientId={7} />
      </>,
      { authProvider },
    );
    const all = await screen.findByRole("link", {
      name: "Outbox: sent, waiting and failed messages",
    });
    expect(all).toHaveAttribute("href", "#/outbox");
    const mine = screen.getByRole("link", {
      name: "Messages sent to this client",
    });
    const url = new URL(
      mine.getAttribute("href")!.replace(/^#/, ""),
      "http://x",
    );
    expect(url.pathname).toBe("/outbox");
    expect(JSON.parse(url.searchParams.get("filter")!)).toEqual({
      client_id: 7,
    });
    unmount();

    window.localStorage.clear();
    signIn({ role: 3 }, [2, 3, 4, 5, 6, 14]);
    renderWithAdmin(
      <>
        <OutboxButton clientId={7} />
        <AccessChecked />
      </>,
      { authProvider },
    );
    // Staff never see it, whatever their permissions.
    expect(await screen.findByText("outbox: false")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });
});

describe("outboxModel", () => {
  it("resends only a failed message whose deadline has not passed", () => {
    const now = Date.parse("2026-11-20T10:00:00Z");
    expect(canResend({ status: "failed", expires_at: null }, now)).toBe(true);
    expect(
      canResend({ status: "failed", expires_at: "2026-11-20T11:00:00Z" }, now),
    ).toBe(true);
    expect(
      canResend({ status: "failed", expires_at: "2026-11-20T09:00:00Z" }, now),
    ).toBe(false);
    expect(canResend({ status: "sent", expires_at: null }, now)).toBe(false);
    expect(canResend({ status: "expired", expires_at: null }, now)).toBe(false);
    expect(clientMessagesUrl(7)).toMatch(/^\/outbox\?/);
  });
});
