import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { API_URL } from "../providers/apiUrl";
import { ENTRIES_KEY, streamTicket, useAppDataProvider } from "./calendarApi";

/**
 * Waits before each new attempt after the stream dropped or a ticket was
 * refused (503 while the server's database is away). Kept short, so the
 * calendar is live again within about two seconds of the database's return
 * (the server listens again within half a second: plugins/calendarChanges.ts);
 * an attempt that fails costs one small request.
 */
export const LIVE_RETRY_MS = [250, 500, 1_000] as const;
export const liveRetryDelay = (attempt: number) =>
  LIVE_RETRY_MS[Math.min(attempt, LIVE_RETRY_MS.length - 1)];

/**
 * Live calendar (issue 9): an EventSource on calendar/stream with a
 * single-use ticket; every `appointment` and `blocked_time` event refetches
 * the calendar's entries (and the frame, whose member list follows
 * bookings). A dropped stream
 * reconnects with a fresh ticket. Answers whether the stream is up.
 */
export const useCalendarLive = (enabled = true): boolean => {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: [ENTRIES_KEY] });
      void queryClient.invalidateQueries({ queryKey: ["appointments"] });
      void queryClient.invalidateQueries({ queryKey: ["calendar-frame"] });
    };
    const retry = () => {
      if (stopped) return;
      setConnected(false);
      timer = setTimeout(connect, liveRetryDelay(attempt));
      attempt += 1;
    };
    const connect = async () => {
      try {
        const { ticket } = await streamTicket(dataProvider);
        if (stopped) return;
        source = new EventSource(
          `${API_URL}/calendar/stream?ticket=${encodeURIComponent(ticket)}`,
        );
        source.onopen = () => {
          attempt = 0;
          setConnected(true);
          // Whatever happened while disconnected.
          refresh();
        };
        source.addEventListener("appointment", refresh);
        source.addEventListener("blocked_time", refresh);
        source.onerror = () => {
          source?.close();
          source = null;
          retry();
        };
      } catch {
        retry();
      }
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [enabled, dataProvider, queryClient]);

  return connected;
};
