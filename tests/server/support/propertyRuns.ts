/**
 * Runs of a property test (fast-check): PROPERTY_RUNS when set (`npm run
 * test:props` runs every property suite at full size), else the small
 * default each suite chooses to keep CI fast.
 */
export const propertyRuns = (ciDefault: number) =>
  Number(process.env.PROPERTY_RUNS) || ciDefault;
