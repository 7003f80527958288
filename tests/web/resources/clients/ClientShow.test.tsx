import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { ResourceContextProvider } from "react-admin";
import { ClientShow } from "../../../../src/resources/clients/ClientShow";
import { buildClient } from "../../support/builders";
import { lookupReads } from "../../support/fakeReads";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const renderShow = (record: ReturnType<typeof buildClient>) => {
  window.location.hash = `#/clients/${record.id}/show`;
  return renderWithAdmin(
    <ResourceContextProvider value="clients">
      <Routes>
        <Route path="/clients/:id/show/*" element={<ClientShow />} />
      </Routes>
    </ResourceContextProvider>,
    {
      dataProvider: {
        ...lookupReads({ "referral-sources": [] }),
        getOne: vi.fn(async () => ({ data: record })),
      } as never,
    },
  );
};

describe("ClientShow", () => {
  it("opens with a header: name, phone and e-mail links, alerts and notes", async () => {
    renderShow(
      buildClient({
        id: 42,
        first_name: "Ada",
        last_name: "Moreau",
        mobile: "+436641234567",
        email: "ada@example.com",
        notes: "Allergic to nuts",
        blocked_online: true,
        block_reason: "Two no-shows",
      }),
    );
    const header = (
      await screen.findByRole("heading", { name: "Ada Moreau", level: 2 })
    ).closest("header") as HTMLElement;
    // Stored in E.164, shown readably (international: not the business's country).
    expect(
      await within(header).findByRole("link", { name: "+43 664 1234567" }),
    ).toHaveAttribute("href", "tel:+436641234567");
    expect(
      within(header).getByRole("link", { name: "ada@example.com" }),
    ).toHaveAttribute("href", "mailto:ada@example.com");
    expect(
      within(header).getByText("Blocked from online booking: Two no-shows"),
    ).toBeInTheDocument();
    expect(
      within(header).getByRole("region", { name: "Notes" }),
    ).toHaveTextContent("Allergic to nuts");
  });

  it("does not label the full name 'First name'", async () => {
    renderShow(buildClient({ id: 42, first_name: "Ada", last_name: "Moreau" }));
    await screen.findByRole("heading", { name: "Ada Moreau" });
    expect(screen.queryByText("First name")).not.toBeInTheDocument();
  });

  it("states consent in words, and leads back to the list", async () => {
    renderShow(
      buildClient({
        id: 42,
        notify_email: true,
        notify_sms: false,
        marketing_email_opt_in: false,
        marketing_sms_opt_in: true,
      }),
    );
    const consent = (label: string) =>
      screen.getByText(label).closest(".ra-field") as HTMLElement;
    await screen.findByText("Appointment e-mails");
    expect(consent("Appointment e-mails")).toHaveTextContent("Yes");
    expect(consent("Appointment text messages")).toHaveTextContent("No");
    expect(consent("Marketing e-mails")).toHaveTextContent("No");
    expect(consent("Marketing text messages")).toHaveTextContent("Yes");
    expect(screen.getByRole("link", { name: "All clients" })).toHaveAttribute(
      "href",
      "#/clients",
    );
  });

  it("lists the vouchers the client bought and their memberships, a pending one named so", async () => {
    const record = buildClient({ id: 42, first_name: "Ada" });
    window.location.hash = "#/clients/42/show/vouchers";
    const reads = lookupReads({
      "referral-sources": [],
      memberships: [{ id: 5, name: "Five massages" }],
    });
    const getManyReference = vi.fn(async (resource: string) => {
      const data =
        resource === "vouchers"
          ? [
              {
                id: 1,
                code: "GIFT7Q2X",
                issue_date: "2026-11-01",
                expiry_date: "2027-11-01",
                original_value: 5000,
                balance: 2000,
                status: "valid",
              },
            ]
          : resource === "client-memberships"
            ? [
                {
                  id: 3,
                  membership_id: 5,
                  start_date: "2026-11-20",
                  expiry_date: "2027-11-20",
                  sessions_total: 5,
                  sessions_used: 1,
                  status: "pending",
                },
              ]
            : [];
      return { data, total: data.length };
    });
    renderWithAdmin(
      <ResourceContextProvider value="clients">
        <Routes>
          <Route path="/clients/:id/show/*" element={<ClientShow />} />
        </Routes>
      </ResourceContextProvider>,
      {
        dataProvider: {
          ...reads,
          getManyReference,
          getOne: vi.fn(async () => ({ data: record })),
        } as never,
      },
    );
    const voucher = within(
      (await screen.findByText("GIFT7Q2X")).closest("tr") as HTMLElement,
    );
    expect(voucher.getByText("€50.00")).toBeInTheDocument();
    expect(voucher.getByText("€20.00")).toBeInTheDocument();
    expect(voucher.getByText("Valid")).toBeInTheDocument();
    expect(getManyReference).toHaveBeenCalledWith(
      "vouchers",
      expect.objectContaining({ target: "purchaser_client_id", id: 42 }),
    );
    await userEvent.click(screen.getByRole("tab", { name: "Memberships" }));
    const membership = within(
      (await screen.findByText("Five massages")).closest("tr") as HTMLElement,
    );
    expect(membership.getByText("Pending")).toBeInTheDocument();
    expect(membership.getByText("1 / 5")).toBeInTheDocument();
  });
});
