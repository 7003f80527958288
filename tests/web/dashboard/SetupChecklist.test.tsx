import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { AuthProvider } from "react-admin";
import { useIsFetching } from "@tanstack/react-query";
import { Dashboard } from "../../../src/dashboard/Dashboard";
import { renderWithAdmin } from "../support/renderWithAdmin";
import { todayIn } from "../../../src/components/dates";

const hours = {
  mon: [{ start: "09:00", end: "18:00" }],
  tue: [],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
};

/** A business as sign-up leaves it: one location without an address, nothing else. */
const newBusiness = {
  "business-details": {
    id: "current",
    email: "lena@lotus.example",
    phone: null as string | null,
  },
  "online-booking-settings": { id: "current", enabled: false },
  locations: [
    { id: 1, name: "Lotus Spa", address_line1: "", opening_hours: hours },
  ],
  services: [],
  "shift-patterns": [],
  appointments: [],
};

type Data = typeof newBusiness;

const provider = (data: Data) => ({
  getOne: vi.fn(async (resource: keyof Data) => ({ data: data[resource] })),
  getList: vi.fn(async (resource: keyof Data) => {
    const rows = data[resource] as unknown[];
    return { data: rows, total: rows.length };
  }),
});

const owner: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  getIdentity: async () => ({ id: 1, fullName: "Lena Lotus" }),
  canAccess: async () => true,
};

/** Shown while no query is fetching. */
const Settled = () =>
  useIsFetching() === 0 ? <span data-testid="settled" /> : null;

describe("the dashboard's setup checklist", () => {
  it("a new business sees the five steps, none done, each a link to where it is done", async () => {
    renderWithAdmin(<Dashboard />, {
      dataProvider: provider(newBusiness) as never,
      authProvider: owner,
    });
    const region = await screen.findByRole("region", {
      name: "Get your business ready",
    });
    expect(within(region).getByText("0 of 5 steps done")).toBeInTheDocument();
    const links = within(region).getAllByRole("link");
    // AdminContext's test router is a HashRouter.
    expect(links.map((a) => a.getAttribute("href")?.replace("#", ""))).toEqual([
      "/business-details",
      "/locations/1",
      "/services/create",
      "/teams/working-hours",
      "/online-booking-settings",
    ]);
    expect(links[0]).toHaveAccessibleName(
      expect.stringContaining("Add your business phone and e-mail"),
    );
    expect(links[0]).toHaveTextContent("To do");
  });

  it("ticks steps off from the data", async () => {
    renderWithAdmin(<Dashboard />, {
      dataProvider: provider({
        ...newBusiness,
        "business-details": {
          id: "current",
          email: "lena@lotus.example",
          phone: "+43 1 234",
        },
        services: [{ id: 4 }] as never,
      }) as never,
      authProvider: owner,
    });
    const region = await screen.findByRole("region", {
      name: "Get your business ready",
    });
    expect(within(region).getByText("2 of 5 steps done")).toBeInTheDocument();
    const [details, location, services] = within(region).getAllByRole("link");
    expect(details).toHaveTextContent("Done");
    expect(location).toHaveTextContent("To do");
    expect(services).toHaveTextContent("Done");
  });

  it("once every step is done it says so and offers the first booking on the next day someone works, until an appointment exists", async () => {
    // The one team member works on Thursdays only: the calendar opens on
    // the first Thursday from today (the browser's zone, as no business
    // zone is loaded here).
    const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
    let thursday = today;
    while (new Date(`${thursday}T00:00:00Z`).getUTCDay() !== 4)
      thursday = new Date(Date.parse(`${thursday}T00:00:00Z`) + 86_400_000)
        .toISOString()
        .slice(0, 10);
    const thursdays = {
      id: 2,
      team_member_id: 7,
      location_id: 1,
      start_date: "2026-01-05",
      end_date: null,
      repeat_weeks: 1,
      weeks: [{ ...hours, mon: [], thu: [{ start: "10:00", end: "18:00" }] }],
    };
    const ready = {
      "business-details": { id: "current", email: "a@b.example", phone: "1" },
      "online-booking-settings": { id: "current", enabled: true },
      locations: [
        { id: 1, name: "Lotus", address_line1: "Ring 1", opening_hours: hours },
        { id: 2, name: "Annex", address_line1: "Ring 2", opening_hours: hours },
      ],
      services: [{ id: 4 }] as never,
      "shift-patterns": [thursdays] as never,
      "shift-overrides": [],
      "close-dates": [],
      appointments: [],
    };
    const { unmount } = renderWithAdmin(<Dashboard />, {
      dataProvider: provider(ready) as never,
      authProvider: owner,
    });
    const region = await screen.findByRole("region", {
      name: "Your business is ready",
    });
    await waitFor(() =>
      expect(
        within(region)
          .getByRole("link", { name: "Book your first appointment" })
          .getAttribute("href"),
      ).toBe(`#/calendar?date=${thursday}`),
    );
    expect(screen.queryByText("Get your business ready")).toBeNull();
    unmount();

    const data = provider({ ...ready, appointments: [{ id: 9 }] as never });
    renderWithAdmin(
      <>
        <Dashboard />
        <Settled />
      </>,
      { dataProvider: data as never, authProvider: owner },
    );
    await screen.findByText("Welcome, Lena Lotus");
    // Asked for the appointments, and every answer is in.
    await waitFor(() => {
      expect(data.getList).toHaveBeenCalledWith(
        "appointments",
        expect.anything(),
      );
      expect(screen.getByTestId("settled")).toBeInTheDocument();
    });
    expect(screen.queryByRole("region", { name: /business/ })).toBeNull();
  });

  it("is not shown to staff, who may not open the business details", async () => {
    const data = provider(newBusiness);
    renderWithAdmin(
      <>
        <Dashboard />
        <Settled />
      </>,
      {
        dataProvider: data as never,
        authProvider: { ...owner, canAccess: async () => false },
      },
    );
    await screen.findByText("Welcome, Lena Lotus");
    // Every question asked (the permission included) has its answer.
    await screen.findByTestId("settled");
    expect(screen.queryByText("Get your business ready")).toBeNull();
    expect(data.getOne).not.toHaveBeenCalled();
  });
});
