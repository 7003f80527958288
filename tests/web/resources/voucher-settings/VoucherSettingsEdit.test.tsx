import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { VoucherSettingsEdit } from "../../../../src/resources/voucher-settings/VoucherSettingsEdit";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const current = {
  id: "current",
  default_valid_for_value: 12,
  default_valid_for_unit: "months",
  code_length: 8,
  code_prefix: null,
  allow_partial_redemption: true,
  redeemable_on_products: false,
  online_sales_enabled: true,
  terms_text: null,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
};

const renderEdit = () => {
  const getOne = vi.fn(async () => ({ data: current }));
  const update = vi.fn(async (_r: string, { data }: { data: object }) => ({
    data: { ...current, ...data },
  }));
  renderWithAdmin(<VoucherSettingsEdit />, {
    dataProvider: { getOne, update } as never,
  });
  return { getOne, update, user: userEvent.setup() };
};

describe("VoucherSettingsEdit", () => {
  it("edits the one record: reads and saves id current, the prefix in capitals", async () => {
    const { getOne, update, user } = renderEdit();
    const prefix = await screen.findByLabelText("Code prefix");
    expect(getOne).toHaveBeenCalledWith(
      "voucher-settings",
      expect.objectContaining({ id: "current" }),
    );
    await user.type(prefix, "gv");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const [resource, { id, data }] = update.mock.calls[0] as [
      string,
      { id: string; data: Record<string, unknown> },
    ];
    expect(resource).toBe("voucher-settings");
    expect(id).toBe("current");
    expect(data).toMatchObject({ code_prefix: "GV", code_length: 8 });
    expect(data).not.toHaveProperty("id");
    expect(data).not.toHaveProperty("updated_at");
  });

  it("refuses a code length outside 6–16 with a clear message", async () => {
    const { update, user } = renderEdit();
    const length = await screen.findByLabelText("Code length *");
    await user.clear(length);
    await user.type(length, "5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Codes have 6 to 16 characters."),
    ).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });
});
