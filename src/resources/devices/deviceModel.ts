import { regex } from "react-admin";
import { cleanSettings, req, text } from "../settings/settingsModel";

export const DEVICE_TYPES = [
  "card_terminal",
  "receipt_printer",
  "tablet",
  "barcode_scanner",
] as const;
export const DEVICE_STATUSES = ["active", "offline", "retired"] as const;

export interface Device {
  id: number;
  name: string;
  type: (typeof DEVICE_TYPES)[number];
  serial_number?: string | null;
  location_id: number;
  status: (typeof DEVICE_STATUSES)[number];
  paired_at?: string | null;
  last_seen_at?: string | null;
  archived_at?: string | null;
}

export const typeChoices = DEVICE_TYPES.map((id) => ({
  id,
  name: `resources.devices.types.${id}`,
}));
export const statusChoices = DEVICE_STATUSES.map((id) => ({
  id,
  name: `resources.devices.statuses.${id}`,
}));

export const deviceDefaults = (): Partial<Device> => ({
  type: "card_terminal",
  status: "active",
});

export const deviceValidators = {
  name: [req, text(100)],
  type: [req],
  serial_number: [
    text(100),
    regex(/^[A-Za-z0-9._:/ -]*$/, "resources.devices.validation.serial"),
  ],
  location_id: [req],
  status: [req],
};

/** Instants travel as ISO 8601 with Z. */
const asInstant = (value: unknown) => {
  if (value instanceof Date) return value.toISOString();
  if (
    typeof value === "string" &&
    value !== "" &&
    !Number.isNaN(Date.parse(value))
  )
    return new Date(value).toISOString();
  return value === "" ? null : value;
};

export const transformDevice = (values: Partial<Device>): Partial<Device> => {
  const result = cleanSettings(values) as Record<string, unknown>;
  for (const key of ["paired_at", "last_seen_at"])
    if (key in result) result[key] = asInstant(result[key]);
  return result as Partial<Device>;
};
