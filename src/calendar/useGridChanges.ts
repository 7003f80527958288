import { useState } from "react";
import { useNotify } from "react-admin";
import {
  moveBody,
  refusalOf,
  resizeBody,
} from "../resources/appointments/appointmentModel";
import { saveBlockedTime, useAppDataProvider } from "./calendarApi";
import { instantAt, type Block, type Column } from "./calendarModel";
import type { Appointment, BookingRefusal } from "./calendarTypes";

const T = "resources.appointments.calendar";
const MINUTE = 60_000;

/** A change saved by a drag, and how to take it back (its notice's Undo). */
export interface SavedChange {
  /** The notice's message key. */
  message: string;
  revert: () => Promise<unknown>;
  /** A new notice per change, even with the same message. */
  at: number;
}

/**
 * What a drop on the grid sends (issues 9 and 23): an appointment moved
 * (to another member or resource when dropped in their column) or resized,
 * or a blocked time moved or resized, through the booking rules; a refusal
 * is shown in the user's words and the block goes back. A saved change can
 * be undone from its notice (`saved`, `undo`): what was there is saved back
 * through the same rules.
 */
export const useGridChanges = ({
  timeZone,
  save,
  word,
  refresh,
}: {
  timeZone: string;
  save: (
    id: number | undefined,
    body: Record<string, unknown>,
  ) => Promise<Appointment>;
  word: (refusal: BookingRefusal) => string;
  refresh: () => Promise<unknown>;
}) => {
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const refused = (error: unknown) => {
    const refusal = refusalOf(error);
    notify(refusal ? word(refusal) : String(error), {
      type: "error",
      autoHideDuration: 8000,
    });
  };
  const [saved, setSaved] = useState<SavedChange | null>(null);
  const attempt = async (
    change: () => Promise<unknown>,
    done: string,
    revert: () => Promise<unknown>,
  ) => {
    try {
      await change();
      await refresh();
      setSaved({ message: done, revert, at: Date.now() });
    } catch (error) {
      refused(error);
    }
  };
  const undo = async () => {
    const change = saved;
    setSaved(null);
    if (!change) return;
    try {
      await change.revert();
      await refresh();
      notify("app.calendar_status.undo.undone", { type: "success" });
    } catch (error) {
      refused(error);
    }
  };
  const blockedBack = (block: Extract<Block, { kind: "blocked" }>) => () =>
    saveBlockedTime(dataProvider, block.blocked.id, {
      location_id: block.blocked.location_id,
      team_member_id: block.blocked.team_member_id,
      kind: block.blocked.kind,
      title: block.blocked.title,
      start_at: block.blocked.start_at,
      end_at: block.blocked.end_at,
    });
  // The appointment's services as they were (a move by nothing).
  const appointmentBack =
    (block: Extract<Block, { kind: "appointment" }>) => () =>
      save(
        block.appointment.id,
        moveBody(block.appointment, block.service.id, 0),
      );
  const blockedBody = (
    block: Extract<Block, { kind: "blocked" }>,
    start: number,
    minutes: number,
    memberId = block.blocked.team_member_id,
  ) => ({
    location_id: block.blocked.location_id,
    team_member_id: memberId,
    kind: block.blocked.kind,
    title: block.blocked.title,
    start_at: new Date(start).toISOString(),
    end_at: new Date(start + minutes * MINUTE).toISOString(),
  });

  const onMove = (block: Block, minutes: number, target: Column) => {
    // Through the wall clock of the target day, so a move across a clock change keeps the time shown.
    const newStart = Date.parse(
      instantAt(target.date, block.top + minutes, timeZone),
    );
    const memberId = target.kind === "member" ? target.id : null;
    if (block.kind === "blocked")
      return attempt(
        () =>
          saveBlockedTime(
            dataProvider,
            block.blocked.id,
            blockedBody(
              block,
              newStart,
              block.minutes,
              memberId ?? block.blocked.team_member_id,
            ),
          ),
        `${T}.blocked_moved`,
        blockedBack(block),
      );
    const to =
      memberId !== null && memberId !== block.service.team_member_id
        ? { memberId }
        : target.kind === "resource" &&
            target.id !== null &&
            target.id !== block.service.resource_id
          ? { resourceId: target.id }
          : {};
    const delta = Math.round(
      (newStart - Date.parse(block.service.start_at)) / MINUTE,
    );
    return attempt(
      () =>
        save(
          block.appointment.id,
          moveBody(block.appointment, block.service.id, delta, to),
        ),
      `${T}.moved`,
      appointmentBack(block),
    );
  };

  const onResize = (block: Block, duration: number) => {
    if (block.kind === "blocked")
      return attempt(
        () =>
          saveBlockedTime(
            dataProvider,
            block.blocked.id,
            blockedBody(
              block,
              Date.parse(block.blocked.start_at),
              Math.max(5, Math.round(duration)),
            ),
          ),
        `${T}.blocked_resized`,
        blockedBack(block),
      );
    return attempt(
      () =>
        save(
          block.appointment.id,
          resizeBody(block.appointment, block.service.id, duration),
        ),
      `${T}.resized`,
      appointmentBack(block),
    );
  };
  return {
    onMove,
    onResize,
    saved,
    undo,
    dismiss: () => setSaved(null),
  };
};
