import type { AreaSamples } from "./types";

/** Services area: samples of its resources (none registered yet). */
export const servicesSamples: AreaSamples = {
  samplePayload: {},
  sampleUpdate: {},
  invalidValues: {},
};
