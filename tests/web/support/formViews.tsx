import type { ReactElement } from "react";
import { expect, onTestFinished, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { ResourceContextProvider } from "react-admin";
import { renderWithAdmin } from "./renderWithAdmin";
import { atRecordRoute } from "./atRoute";
import { allowRefusedSaveLog, lookupReads, refusedWrite } from "./fakeReads";

/** The rows the form's pickers read, per resource (see lookupReads). */
type Lookups = Parameters<typeof lookupReads>[0];

/**
 * A create view as react-admin's <Resource> renders it: its pickers read
 * `lookups`, its save calls `create`.
 */
export const renderCreateView = (
  resource: string,
  view: ReactElement,
  { create, lookups = {} }: { create: unknown; lookups?: Lookups },
) =>
  renderWithAdmin(
    <ResourceContextProvider value={resource}>{view}</ResourceContextProvider>,
    { dataProvider: { ...lookupReads(lookups), create } as never },
  );

/**
 * An edit view at `/<resource>/<record.id>` showing `record`: its pickers
 * read `lookups`, its save calls `update`.
 */
export const renderEditView = (
  resource: string,
  record: { id: number | string },
  view: ReactElement,
  { update, lookups = {} }: { update: unknown; lookups?: Lookups },
) =>
  renderWithAdmin(atRecordRoute(resource, record.id, view), {
    dataProvider: {
      ...lookupReads(lookups),
      getOne: vi.fn(async () => ({ data: record })),
      update,
    } as never,
  });

/**
 * A write the server refuses with a 422 naming `field` (refusedWrite);
 * react-admin's console log of that refusal is let through until the test ends.
 */
export const serverRefusal = (field: string, message: string) => {
  onTestFinished(allowRefusedSaveLog());
  return refusedWrite({ [field]: message });
};

/**
 * Saves the form, then waits for the write and for the server's `message`
 * to show as the description of the field labelled `label`.
 */
export const saveAndSeeRefusal = async (
  user: UserEvent,
  write: ReturnType<typeof vi.fn>,
  label: string,
  message: string,
) => {
  await user.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(write).toHaveBeenCalled());
  await waitFor(() =>
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message),
  );
};
