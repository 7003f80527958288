import type { AreaSamples } from "./types";

/** Promote area: samples of its resources (none registered yet). */
export const promoteSamples: AreaSamples = {
  samplePayload: {},
  sampleUpdate: {},
  invalidValues: {},
};
