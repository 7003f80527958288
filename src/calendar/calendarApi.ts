import { useQuery } from "@tanstack/react-query";
import { useDataProvider, useGetList } from "react-admin";
import type { AppDataProvider } from "../providers/dataProvider";
import type {
  Appointment,
  AppointmentClient,
  AvailabilityAnswer,
  CalendarFrame,
} from "./calendarTypes";

/** The calendar's calls (CALENDAR_API.md), all through the dataProvider. */

export const useAppDataProvider = () => useDataProvider<AppDataProvider>();

export const FRAME_KEY = "calendar-frame";

export const useFrame = (
  locationId: number | undefined,
  from: string,
  to: string,
) => {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [FRAME_KEY, locationId, from, to],
    enabled: locationId !== undefined,
    queryFn: () =>
      dataProvider.getJson<CalendarFrame>("calendar", {
        path: "frame",
        query: { location_id: locationId, from, to },
      }),
  });
};

/** Appointments overlapping [from, to) at the location (the calendar asks for all of them). */
export const useAppointments = (
  locationId: number | undefined,
  from: string,
  to: string,
) =>
  useGetList<Appointment>(
    "appointments",
    {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: "start_at", order: "ASC" },
      filter: { from, to, location_id: locationId },
    },
    { enabled: locationId !== undefined && Boolean(from && to) },
  );

export const searchClients = (dataProvider: AppDataProvider, q: string) =>
  dataProvider.getJson<AppointmentClient[]>("calendar", {
    path: "clients",
    query: { q },
  });

export const availability = (
  dataProvider: AppDataProvider,
  query: {
    service_id: number;
    pricing_option_id?: number;
    location_id: number;
    date: string;
    team_member_id?: number;
    days?: number;
  },
) =>
  dataProvider.getJson<AvailabilityAnswer>("calendar", {
    path: "availability",
    query,
    silent: true,
  });

export const saveAppointment = (
  dataProvider: AppDataProvider,
  id: number | undefined,
  body: unknown,
) =>
  dataProvider.sendJson<Appointment>("appointments", {
    path: id === undefined ? undefined : String(id),
    method: id === undefined ? "POST" : "PUT",
    body,
    silent: true,
  });

export const changeStatus = (
  dataProvider: AppDataProvider,
  id: number,
  body: {
    status: string;
    cancellation_reason_id?: number;
    cancelled_by?: string;
  },
) =>
  dataProvider.sendJson<Appointment>("appointments", {
    path: `${id}/status`,
    body,
    silent: true,
  });

export const streamTicket = (dataProvider: AppDataProvider) =>
  dataProvider.sendJson<{ ticket: string; expires_in: number }>("calendar", {
    path: "stream-ticket",
    silent: true,
  });
