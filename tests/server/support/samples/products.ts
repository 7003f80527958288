import type { AreaSamples } from "./types";

/** Products area: samples of its resources (none registered yet). */
export const productsSamples: AreaSamples = {
  samplePayload: {},
  sampleUpdate: {},
  invalidValues: {},
};
