import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { CloseDateCreate } from "../../../../src/resources/close-dates/CloseDateCreate";
import {
  transformCloseDate,
  validateCloseDate,
} from "../../../../src/resources/close-dates/closeDateModel";
import { BusinessDetailsPage } from "../../../../src/resources/business-details/BusinessDetailsPage";
import { transformBusinessDetails } from "../../../../src/resources/business-details/businessDetailsModel";
import { OnlineBookingSettingsPage } from "../../../../src/resources/online-booking-settings/OnlineBookingSettingsPage";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const LOCATIONS = [
  { id: 4, name: "Central" },
  { id: 5, name: "Riverside" },
];

describe("CloseDateCreate", () => {
  const render = () => {
    const create = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { id: 1, ...data },
    }));
    const getList = vi.fn(async () => ({ data: LOCATIONS, total: 2 }));
    const getMany = vi.fn(async (_r: string, { ids }: { ids: number[] }) => ({
      data: LOCATIONS.filter((l) => ids.includes(l.id)),
    }));
    renderWithAdmin(
      <ResourceContextProvider value="close-dates">
        <CloseDateCreate />
      </ResourceContextProvider>,
      { dataProvider: { create, getList, getMany } as never },
    );
    return { create, getList };
  };

  it("offers all locations at once and sends the dates and ids", async () => {
    const { create, getList } = render();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("From *"), "2026-12-24");
    await user.type(screen.getByLabelText("To *"), "2026-12-26");
    await user.type(screen.getByLabelText("Description *"), "Holidays");
    await waitFor(() => expect(getList).toHaveBeenCalled());
    const all = screen.getByRole("button", { name: "All locations" });
    await waitFor(() => expect(all).toBeEnabled());
    await user.click(all);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toEqual({
      start_date: "2026-12-24",
      end_date: "2026-12-26",
      description: "Holidays",
      location_ids: [4, 5],
    });
  });

  it("refuses an end before the start and no location", async () => {
    const { create } = render();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("From *"), "2026-12-24");
    await user.type(screen.getByLabelText("To *"), "2026-12-20");
    await user.type(screen.getByLabelText("Description *"), "Holidays");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("The end date cannot be before the start date."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Choose at least one location."),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("checks and shapes values like the server", () => {
    expect(
      validateCloseDate({
        start_date: "2026-01-02",
        end_date: "2026-01-02",
        location_ids: [1],
      }),
    ).toEqual({});
    expect(
      transformCloseDate({
        id: 3,
        description: " X ",
        location_ids: ["4" as never],
      }),
    ).toMatchObject({
      description: "X",
      location_ids: [4],
    });
  });
});

describe("BusinessDetailsPage", () => {
  const record = {
    id: "current",
    business_name: "Lotus Spa",
    country_code: "DE",
    currency_code: "EUR",
    default_timezone: "Europe/Berlin",
    default_language: "de",
    prices_include_tax: true,
    email: null,
    phone: null,
    logo_path: "0f8fad5b-d9cb-469f-a165-70867728950e.png",
    created_at: "2026-01-01T00:00:00Z",
    updated_at: "2026-01-01T00:00:00Z",
  };

  it("edits the one record with id current and leaves the stored logo alone", async () => {
    const getOne = vi.fn(async () => ({ data: record }));
    const update = vi.fn(async (_r: string, { data }: { data: object }) => ({
      data: { ...record, ...data },
    }));
    const getFile = vi.fn(async () => new Blob(["x"], { type: "image/png" }));
    renderWithAdmin(<BusinessDetailsPage />, {
      dataProvider: { getOne, update, getFile } as never,
    });
    const user = userEvent.setup();
    const name = await screen.findByDisplayValue("Lotus Spa");
    await user.clear(name);
    await user.type(name, "Lotus Day Spa");
    await user.type(screen.getByLabelText("E-mail"), "Hello@Lotus.example");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const [resource, params] = update.mock.calls[0] as unknown as [
      string,
      { id: string; data: Record<string, unknown> },
    ];
    expect(resource).toBe("business-details");
    expect(getOne).toHaveBeenCalledWith(
      "business-details",
      expect.objectContaining({ id: "current" }),
    );
    expect(params.id).toBe("current");
    expect(params.data).toMatchObject({
      business_name: "Lotus Day Spa",
      email: "hello@lotus.example",
      currency_code: "EUR",
    });
    expect(params.data).not.toHaveProperty("logo_path");
    expect(params.data).not.toHaveProperty("created_at");
  });

  it("requires a business name", async () => {
    const getOne = vi.fn(async () => ({ data: record }));
    const update = vi.fn();
    renderWithAdmin(<BusinessDetailsPage />, {
      dataProvider: {
        getOne,
        update,
        getFile: vi.fn(async () => new Blob()),
      } as never,
    });
    const user = userEvent.setup();
    await user.clear(await screen.findByDisplayValue("Lotus Spa"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("This value is required."),
    ).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it("upper-cases codes and keeps a newly chosen logo file", () => {
    const file = {
      rawFile: new File(["x"], "logo.png", { type: "image/png" }),
    };
    expect(
      transformBusinessDetails({
        country_code: "de",
        logo_path: file,
        email: "",
      }),
    ).toEqual({
      country_code: "DE",
      logo_path: file,
      email: null,
    });
  });
});

describe("OnlineBookingSettingsPage", () => {
  it("explains a booking address that is not allowed", async () => {
    const getOne = vi.fn(async () => ({
      data: {
        id: "current",
        enabled: false,
        slug: "lotus-spa-1",
        slot_interval_minutes: 15,
        min_notice_minutes: 60,
        max_advance_days: 90,
        allow_team_member_selection: true,
        allow_any_team_member: true,
        client_cancel_notice_minutes: 1440,
        require_phone: true,
        important_info_text: null,
        disabled_message: null,
      },
    }));
    const update = vi.fn();
    renderWithAdmin(<OnlineBookingSettingsPage />, {
      dataProvider: { getOne, update } as never,
    });
    const user = userEvent.setup();
    const slug = await screen.findByDisplayValue("lotus-spa-1");
    await user.clear(slug);
    await user.type(slug, "Lotus Spa!");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "Use 3 to 60 lower-case letters, digits and dashes, starting and ending with a letter or digit.",
      ),
    ).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByText("24 hours before")).toBeInTheDocument();
  });
});
