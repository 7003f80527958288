import { cleanSettings, req } from "../settings/settingsModel";

export const CALCULATE_ON = ["before_tax", "after_tax"] as const;
export type CalculateOn = (typeof CALCULATE_ON)[number];

export interface TipSetting {
  id: number;
  location_id: number;
  enabled: boolean;
  suggested_pct: number[];
  allow_custom: boolean;
  calculate_on: CalculateOn;
}

export const calculateOnChoices = CALCULATE_ON.map((id) => ({
  id,
  name: `resources.tip-settings.calculate_on.${id}`,
}));

const V = "resources.tip-settings.validation";

/** Up to 5 ascending percentages, each 5–100 (DOMAIN §3.39); the server checks the same. */
export const validateSuggested = (value: unknown) => {
  const list = Array.isArray(value) ? (value as number[]) : [];
  if (list.length > 5) return `${V}.too_many`;
  if (list.some((v) => typeof v !== "number" || !Number.isFinite(v)))
    return `${V}.not_number`;
  if (list.some((v) => v < 5 || v > 100)) return `${V}.range`;
  if (list.some((v) => Math.round(v * 100) !== v * 100)) return `${V}.decimals`;
  if (list.some((v, i) => i > 0 && v <= list[i - 1])) return `${V}.ascending`;
  return undefined;
};

/** "10, 15, 20" → [10, 15, 20]; anything that is not a number stays NaN for the validator. */
export const parsePercentList = (text: string): number[] =>
  text
    .split(/[;,\s]+/)
    .map((part) => part.trim().replace("%", ""))
    .filter(Boolean)
    .map(Number);

export const tipSettingDefaults = (): Partial<TipSetting> => ({
  enabled: true,
  suggested_pct: [10, 15, 20],
  allow_custom: true,
  calculate_on: "after_tax",
});

export const tipSettingValidators = {
  location_id: [req],
  suggested_pct: [validateSuggested],
};

export const transformTipSetting = (
  values: Partial<TipSetting>,
): Partial<TipSetting> => cleanSettings(values);
