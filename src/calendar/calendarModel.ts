/**
 * The calendar grid as pure data (issues 9 and 23): its time
 * (calendarTime.ts), which columns a day or week shows (calendarColumns.ts)
 * and where each block sits (calendarBlocks.ts).
 */
export * from "./calendarTime";
export * from "./calendarColumns";
export * from "./calendarBlocks";
