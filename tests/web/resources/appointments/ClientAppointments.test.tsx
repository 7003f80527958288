import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { RecordContextProvider, ResourceContextProvider } from "react-admin";
import { ClientAppointments } from "../../../../src/resources/appointments/ClientAppointments";
import { renderWithAdmin } from "../../support/renderWithAdmin";
import { signIn } from "../../support/builders";

const appointment = (id: number, start: string, status: string) => ({
  id,
  reference: `A-00000${id}`,
  client_id: 9,
  location_id: 3,
  status,
  start_at: start,
  end_at: start,
  services: [{ id: id * 10, service_name: id === 1 ? "Massage" : "Facial" }],
});

describe("a client's appointments", () => {
  it("lists upcoming and past appointments of the client, each from its own query", async () => {
    signIn({ role: 2 });
    const getManyReference = vi.fn(
      async (_resource: string, params: { filter: Record<string, string> }) => {
        const rows = params.filter.from
          ? [appointment(1, "2099-01-05T20:00:00.000Z", "booked")]
          : [appointment(2, "2020-01-05T09:00:00.000Z", "completed")];
        return { data: rows, total: 1 };
      },
    );
    // The location's zone: 20:00 UTC on the 5th is the 6th in Auckland.
    const getList = vi.fn(async () => ({
      data: [{ id: 3, name: "Ponsonby", timezone: "Pacific/Auckland" }],
      total: 1,
    }));
    renderWithAdmin(
      <ResourceContextProvider value="clients">
        <RecordContextProvider value={{ id: 9 }}>
          <ClientAppointments />
        </RecordContextProvider>
      </ResourceContextProvider>,
      { dataProvider: { getManyReference, getList } as never },
    );
    expect(await screen.findByText("A-000001")).toBeTruthy();
    expect(await screen.findByText("A-000002")).toBeTruthy();
    expect(screen.getByText("Massage")).toBeTruthy();
    expect(screen.getByText("Completed")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Upcoming" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Past" })).toBeTruthy();
    // Each opens in the calendar, on its day at its location (issue 23).
    const open = await screen.findByRole("link", {
      name: "Open A-000001 in the calendar",
    });
    await waitFor(() =>
      expect(open.getAttribute("href")).toBe(
        "#/calendar?date=2099-01-06&location=3&appointment=1",
      ),
    );
    const calls = getManyReference.mock.calls.map(([resource, p]) => ({
      resource,
      ...(p as object),
    }));
    expect(calls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          resource: "appointments",
          target: "client_id",
          id: 9,
          sort: { field: "start_at", order: "ASC" },
          filter: { from: expect.any(String) },
        }),
        expect.objectContaining({
          resource: "appointments",
          target: "client_id",
          id: 9,
          sort: { field: "start_at", order: "DESC" },
          filter: { to: expect.any(String) },
        }),
      ]),
    );
  });
});
