import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpError, Notification, RecordContextProvider } from "react-admin";
import { EmailOrderDialog } from "../../../../src/resources/purchase-orders/EmailOrderDialog";
import { PurchaseOrderEmails } from "../../../../src/resources/purchase-orders/PurchaseOrderEmails";
import type { PurchaseOrder } from "../../../../src/resources/purchase-orders/purchaseOrderModel";
import { signIn } from "../../support/builders";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const order = {
  id: 12,
  po_number: "PO-000012",
  status: "ordered",
  supplier_id: 1,
  supplier_name: "Pure Oils",
  supplier_email: "orders@pureoils.example",
  location_id: 1,
  order_date: "2026-11-20",
  shipping_cost: 0,
  subtotal: 0,
  tax_total: 0,
  total: 0,
  closed_short: false,
  lines: [],
  emails: [],
} as PurchaseOrder;

/** The dialog with a notice area; the e-mail is sent through dataProvider.sendJson. */
const renderDialog = (
  sendJson: ReturnType<typeof vi.fn>,
  record: PurchaseOrder = order,
) => {
  const onClose = vi.fn();
  renderWithAdmin(
    <>
      <EmailOrderDialog order={record} onClose={onClose} />
      <Notification />
    </>,
    { dataProvider: { sendJson } as never },
  );
  return onClose;
};

afterEach(() => window.localStorage.clear());

describe("EmailOrderDialog", () => {
  it("shows staff the supplier's address read-only and sends there", async () => {
    signIn({ role: 3 }, [5]);
    const send = vi.fn(async () => ({ sent_to: "orders@pureoils.example" }));
    const onClose = renderDialog(send);
    const user = userEvent.setup();
    const to = screen.getByLabelText("Send to");
    expect(to).toHaveValue("orders@pureoils.example");
    expect(to).toHaveAttribute("readonly");
    expect(
      screen.getByText(
        "The supplier's address. Only the owner can change the recipient.",
      ),
    ).toBeInTheDocument();
    await user.type(to, "x");
    expect(to).toHaveValue("orders@pureoils.example");
    await user.click(screen.getByLabelText("Message"));
    await user.paste("Please confirm.");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith("purchase-orders", {
      path: "12/email",
      body: { message: "Please confirm." },
      silent: true,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("lets the owner send to another address", async () => {
    signIn({ role: 2 });
    const send = vi.fn(async (_resource: string, _params: object) => ({
      sent_to: "buyer@example.com",
    }));
    renderDialog(send);
    const user = userEvent.setup();
    const to = screen.getByLabelText("Send to");
    expect(to).not.toHaveAttribute("readonly");
    await user.clear(to);
    await user.paste("buyer@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0][1]).toMatchObject({
      body: { to: "buyer@example.com" },
    });
    expect(
      await screen.findByText(
        "Order queued for buyer@example.com: the outbox sends it, and retries if the mail server is away",
      ),
    ).toBeInTheDocument();
  });

  it("tells staff to ask the owner when the supplier has no address, and sends nothing", async () => {
    signIn({ role: 3 }, [5]);
    const send = vi.fn();
    renderDialog(send, { ...order, supplier_email: null });
    expect(
      screen.getByText(
        "Pure Oils has no e-mail address. Ask the owner to add one to the supplier.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("Send to")).toBeNull();
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
  });

  it("says so when the sending limit is reached (429)", async () => {
    signIn({ role: 3 }, [5]);
    // Outside production, react-admin's data provider wrapper logs every failed call.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const send = vi
      .fn()
      .mockRejectedValue(new HttpError("Too many", 429, { status: 0 }));
    const onClose = renderDialog(send);
    await userEvent.setup().click(screen.getByRole("button", { name: "Send" }));
    expect(
      await screen.findByText(
        "The sending limit is reached (per person per hour, or for the business per day). Please try again later.",
      ),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe("PurchaseOrderEmails", () => {
  it("lists who sent the order to whom, when and how it went, newest first", () => {
    renderWithAdmin(
      <RecordContextProvider
        value={{
          ...order,
          emails: [
            {
              id: 2,
              sent_at: "2026-11-21T10:30:00Z",
              sent_by: 1,
              sent_by_name: "Ada Owner",
              recipient: "buyer@example.com",
              subject: "Purchase order PO-000012",
              message: null,
              status: "failed",
            },
            {
              id: 1,
              sent_at: "2026-11-20T09:00:00Z",
              sent_by: 7,
              sent_by_name: "Sam Staff",
              recipient: "orders@pureoils.example",
              subject: "Purchase order PO-000012",
              message: "Please confirm.",
              status: "sent",
            },
          ],
        }}
      >
        <PurchaseOrderEmails />
      </RecordContextProvider>,
    );
    const table = screen.getByRole("table", {
      name: "E-mails to the supplier",
    });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/Ada Owner.*buyer@example\.com.*Failed/),
      expect.stringMatching(
        /Sam Staff.*orders@pureoils\.example.*Sent.*Please confirm\./,
      ),
    ]);
  });

  it("says when the order was not e-mailed yet", () => {
    renderWithAdmin(
      <RecordContextProvider value={order}>
        <PurchaseOrderEmails />
      </RecordContextProvider>,
    );
    expect(screen.getByText("Not e-mailed yet.")).toBeInTheDocument();
  });
});
