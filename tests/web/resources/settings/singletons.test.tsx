import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { Notification } from "react-admin";
import { BusinessDetailsPage } from "../../../../src/resources/business-details/BusinessDetailsPage";
import { BillingDetailsPage } from "../../../../src/resources/billing-details/BillingDetailsPage";
import { OnlineBookingSettingsPage } from "../../../../src/resources/online-booking-settings/OnlineBookingSettingsPage";
import { VoucherSettingsEdit } from "../../../../src/resources/voucher-settings/VoucherSettingsEdit";
import { TipSettingEdit } from "../../../../src/resources/tip-settings/TipSettingEdit";
import { renderWithAdmin } from "../../support/renderWithAdmin";
import { atRecordRoute } from "../../support/atRoute";
import userEvent from "@testing-library/user-event";
import en from "../../../../src/i18n/en";

/** Screens of a record that exists once per merchant (`id: "current"`). */
const SINGLETONS: [string, ReactElement, string, string][] = [
  [
    "business-details",
    <BusinessDetailsPage />,
    "Business name *",
    "Business details",
  ],
  [
    "billing-details",
    <BillingDetailsPage />,
    "Legal name *",
    "Billing details",
  ],
  [
    "online-booking-settings",
    <OnlineBookingSettingsPage />,
    "Booking page address *",
    "Online booking",
  ],
  [
    "voucher-settings",
    <VoucherSettingsEdit />,
    "Code length *",
    "Voucher settings",
  ],
];

const record = {
  id: "current",
  business_name: "Lotus Spa",
  legal_name: "Lotus Spa",
  slug: "lotus",
  enabled: true,
  code_length: 8,
  default_valid_for_value: 12,
  default_valid_for_unit: "months",
};

describe("settings that exist once per business", () => {
  it.each(SINGLETONS)(
    "%s: a Save button, no Delete, and no record id in any text",
    async (resource, view, label, title) => {
      const getOne = vi.fn(async () => ({ data: record }));
      const { container } = renderWithAdmin(
        <>
          <h1 id="react-admin-title" />
          {view}
        </>,
        {
          dataProvider: {
            getOne,
            getList: async () => ({ data: [], total: 0 }),
          } as never,
        },
      );
      await screen.findByLabelText(label);
      expect(getOne).toHaveBeenCalledWith(
        resource,
        expect.objectContaining({ id: "current" }),
      );
      expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /delete/i })).toBeNull();
      expect(container.textContent).not.toMatch(/current|#/);
      expect(
        await screen.findByRole("heading", { level: 1, name: title }),
      ).toBeInTheDocument();
    },
  );

  it("saving a singleton names the settings, not “Element updated” or “#current”", async () => {
    const update = vi.fn(async (_r: string, p: { data: object }) => ({
      data: { ...record, ...p.data },
    }));
    renderWithAdmin(
      <>
        <VoucherSettingsEdit />
        <Notification />
      </>,
      {
        dataProvider: {
          getOne: async () => ({ data: record }),
          getList: async () => ({ data: [], total: 0 }),
          update,
        } as never,
      },
    );
    const length = await screen.findByLabelText("Code length *");
    await userEvent.clear(length);
    await userEvent.type(length, "10");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const alert = await screen.findByRole("alert");
    expect((alert.textContent ?? "").replace(/[\u2068\u2069]/g, "")).toBe(
      "Voucher settings saved",
    );
  });

  it("tip settings (one per location) are named by their location, never by their id", async () => {
    const tip = {
      id: 37,
      location_id: 4,
      enabled: true,
      suggested_pct: [10, 15],
      allow_custom: true,
      calculate_on: "after_tax",
    };
    const locations = [{ id: 4, name: "Central" }];
    const { container } = renderWithAdmin(
      <>
        <h1 id="react-admin-title" />
        {atRecordRoute("tip-settings", tip.id, <TipSettingEdit />)}
      </>,
      {
        dataProvider: {
          getOne: async () => ({ data: tip }),
          getMany: async () => ({ data: locations }),
          getList: async () => ({ data: locations, total: 1 }),
        } as never,
      },
    );
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Tip settings Central",
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(
      await screen.findByRole("dialog", {
        name: "Delete Tip settings Central",
      }),
    ).toBeInTheDocument();
    expect(container.textContent + document.body.textContent).not.toMatch(
      /#|37/,
    );
  });

  it("the §8 error message spells “occurred”", () => {
    expect(en.app.errors.oops).toBe(
      "Oops... Some error occurred. Please try again later.",
    );
  });
});
