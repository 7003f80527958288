/**
 * The vocabulary of the report screens' list (reportList.ts and
 * salesScreens.ts): a screen's definition, its filters, and small builders.
 */

/** What every filter has: its query key, and the view it belongs to (shown only then). */
interface FilterBase {
  key: string;
  /** Shown only while this other filter has this value (`["view", "list"]`). */
  when?: readonly [string, string];
}

/** A filter by a record picked from its option list (`<resource>/options`). */
export interface ReferenceFilter extends FilterBase {
  kind: "reference";
  resource: string;
}

/**
 * A filter by a code: `choices` are worded under
 * `app.reports.choices.<key>.<choice>` (or `app.reports.values.<values>.*`).
 * With a `fallback` the filter always has a value (a view, a grouping) and
 * the screen offers no "all".
 */
export interface ChoiceFilter extends FilterBase {
  kind: "choice";
  choices: readonly string[];
  values?: string;
  fallback?: string;
}

/** A date filter of the report's own (added from …). */
export interface DateFilter extends FilterBase {
  kind: "date";
}

export type FilterDef = ReferenceFilter | ChoiceFilter | DateFilter;

export interface ReportScreenDef {
  /** API name: `reports/<name>`. */
  name: string;
  /** SPEC §2 path, as SPEC spells it. */
  path: string;
  /** Menu entry key: the label is `app.menu.<menuKey>`. */
  menuKey: string;
  serviceId: number;
  /** Whether the report takes a date range (a snapshot does not). */
  dated: boolean;
  filters: readonly FilterDef[];
  /** The filter whose value names the "group" column (group_by). */
  groupFilter?: string;
  /**
   * Query values the screen always sends and does not offer as filters: the
   * twelve sales-by-X screens are the one sales summary with their group_by.
   */
  fixed?: Readonly<Record<string, string>>;
}

export const ref = (key: string, resource: string): ReferenceFilter => ({
  kind: "reference",
  key,
  resource,
});
export const choice = (
  key: string,
  choices: readonly string[],
  more: Partial<ChoiceFilter> = {},
): ChoiceFilter => ({ kind: "choice", key, choices, ...more });
export const date = (key: string): DateFilter => ({ kind: "date", key });

export const CHANNELS = ["in_store", "phone", "online", "walk_in"] as const;
