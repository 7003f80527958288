import type { AreaSamples } from "./types";

/** Resources area: samples of its resources (none registered yet). */
export const resourcesSamples: AreaSamples = {
  samplePayload: {},
  sampleUpdate: {},
  invalidValues: {},
};
