import { vi } from "vitest";
import { HttpError } from "react-admin";

type Row = { id: number | string } & Record<string, unknown>;

/**
 * getList/getMany of a dataProvider answering from fixed rows per resource,
 * as the option lists behind pickers do.
 */
export const lookupReads = (rows: Record<string, Row[]>) => ({
  getList: vi.fn(async (resource: string) => ({
    data: rows[resource] ?? [],
    total: (rows[resource] ?? []).length,
  })),
  getMany: vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({
    data: (rows[resource] ?? []).filter((r) =>
      ids.map(String).includes(String(r.id)),
    ),
  })),
});

/** A create or update that answers with the sent data, as the server does. */
export const echoWrite = () =>
  vi.fn(async (_resource: string, params: { id?: unknown; data: object }) => ({
    data: { id: params.id ?? 1, ...params.data },
  }));

/** A write refused by the server with a 422 naming fields (api-contract error shape). */
export const refusedWrite = (errors: Record<string, string>) => {
  const message = Object.values(errors)[0];
  return vi.fn(async (_resource: string, _params: { data: object }) => {
    throw new HttpError(message, 422, {
      status: 0,
      message,
      data: message,
      errors,
    });
  });
};

/**
 * react-admin logs a refused save with console.error (which fails web tests);
 * lets exactly those HttpError logs through until the returned restore runs.
 */
export const allowRefusedSaveLog = () => {
  const log = console.error;
  console.error = (...args: unknown[]) => {
    if (!(args[0] instanceof HttpError)) log(...args);
  };
  return () => {
    console.error = log;
  };
};
