import { useQuery } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import type { MyTeamMember } from "../my-profile/myProfileModel";
import type { AppDataProvider } from "../providers/dataProvider";
import type {
  Appointment,
  AppointmentClient,
  AvailabilityAnswer,
  BlockedTime,
  CalendarEntries,
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

export const ENTRIES_KEY = "calendar-entries";

/**
 * Every appointment and blocked time of the location's days `from` to `to`
 * (local dates), however many: the calendar's own read, not a list page
 * (the list contract pages at 100 rows; issue 23).
 */
export const useCalendarEntries = (
  locationId: number | undefined,
  from: string,
  to: string,
) => {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [ENTRIES_KEY, locationId, from, to],
    enabled: locationId !== undefined && Boolean(from && to),
    queryFn: () =>
      dataProvider.getJson<CalendarEntries>("calendar", {
        path: "entries",
        query: { location_id: locationId, from, to },
      }),
  });
};

/** The signed-in user's own team member (its locations), when the login has one. */
export const useMyTeamMember = (enabled: boolean) => {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ["me-team-member"],
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
    queryFn: () =>
      dataProvider.getJson<MyTeamMember>("me", {
        path: "team-member",
        silent: true,
      }),
  });
};

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

/** Sets (id undefined) or moves a blocked time. */
export const saveBlockedTime = (
  dataProvider: AppDataProvider,
  id: number | undefined,
  body: Omit<BlockedTime, "id">,
) =>
  dataProvider.sendJson<BlockedTime>("blocked-times", {
    path: id === undefined ? undefined : String(id),
    method: id === undefined ? "POST" : "PUT",
    body,
    silent: true,
  });

export const deleteBlockedTime = (dataProvider: AppDataProvider, id: number) =>
  dataProvider.sendJson<BlockedTime>("blocked-times", {
    path: String(id),
    method: "DELETE",
    silent: true,
  });

/** What the appointment panel shows of its client (issue 23); contacts by the contact rule. */
export interface ClientSummary {
  id: number;
  first_name: string;
  last_name: string | null;
  mobile: string | null;
  email: string | null;
  notes: string | null;
  blocked_online: boolean;
  block_reason: string | null;
  last_visit: string | null;
  no_shows: number;
  late_cancellations: number;
}

export const useClientSummary = (clientId: number | null) => {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ["calendar-client-summary", clientId],
    enabled: clientId !== null,
    queryFn: () =>
      dataProvider.getJson<ClientSummary>("calendar", {
        path: `clients/${clientId}/summary`,
      }),
  });
};
