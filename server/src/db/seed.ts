/** The demo seed lives in ./seed/ (one file per area); this module keeps the old import path working. */
export { DEMO, seedDemo, type SeedOptions } from "./seed/index.js";
