import type { AreaSamples } from "./types";

/** Settings area: samples of its resources (none registered yet). */
export const settingsSamples: AreaSamples = {
  samplePayload: {},
  sampleUpdate: {},
  invalidValues: {},
};
