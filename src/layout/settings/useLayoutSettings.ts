import { useCallback } from "react";
import { useStore } from "react-admin";
import {
  DEFAULT_LAYOUT_SETTINGS,
  LAYOUT_SETTINGS_KEY,
  normalizeLayoutSettings,
} from "./layoutSettingsModel";
import type { LayoutSettings } from "./layoutSettingsModel";

/** The active layout settings, read from react-admin's store. */
export const useLayoutSettings = (): LayoutSettings => {
  const [stored] = useStore<LayoutSettings>(
    LAYOUT_SETTINGS_KEY,
    DEFAULT_LAYOUT_SETTINGS,
  );
  return normalizeLayoutSettings(stored);
};

export type UpdateLayoutSettings = (change: Partial<LayoutSettings>) => void;

/** The settings plus a setter that merges a partial change and persists it. */
export const useLayoutSettingsState = (): [
  LayoutSettings,
  UpdateLayoutSettings,
] => {
  const [stored, setStored] = useStore<LayoutSettings>(
    LAYOUT_SETTINGS_KEY,
    DEFAULT_LAYOUT_SETTINGS,
  );
  const settings = normalizeLayoutSettings(stored);
  const update = useCallback<UpdateLayoutSettings>(
    (change) =>
      setStored((previous) => ({
        ...normalizeLayoutSettings(previous),
        ...change,
      })),
    [setStored],
  );
  return [settings, update];
};
