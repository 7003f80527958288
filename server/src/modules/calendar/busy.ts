import type { Interval } from "./intervals.js";

/** A blocked time (lunch, a meeting…) that makes a member busy. */
export interface BlockedInfo {
  id: number;
  kind: string;
  title: string | null;
}

/**
 * A busy interval of a member or resource: one active appointment service,
 * or one blocked time of a member (`blocked`; then appointment_id is 0 and
 * reference "").
 */
export interface BusyEntry extends Interval {
  appointment_id: number;
  reference: string;
  blocked?: BlockedInfo;
  /** The appointment service's own interval (without extra time), for messages. */
  service_start: number;
  service_end: number;
}

/**
 * Longest busy interval: 720 minutes of service + 120 of extra time (the
 * appointment_services checks hold it in the database).
 */
export const LONGEST = 14 * 3_600_000;

/**
 * The busy intervals of one member or resource, sorted by start, answering
 * "what overlaps [start, end)?" by binary search. Grows as bookings are
 * planned (the demo seed books thousands through one context).
 */
export class BusyList {
  private entries: BusyEntry[] = [];
  /** The longest entry held (at most LONGEST): no entry starting earlier than `start − longest` reaches `start`. */
  private longest = 0;

  constructor(entries: readonly BusyEntry[] = []) {
    for (const e of entries) this.add(e);
  }

  get size() {
    return this.entries.length;
  }

  all(): readonly BusyEntry[] {
    return this.entries;
  }

  add(entry: BusyEntry) {
    this.longest = Math.max(this.longest, entry.end - entry.start);
    const at = this.firstFrom(entry.start + 1);
    this.entries.splice(at, 0, entry);
  }

  /** Index of the first entry starting at or after `t`. */
  private firstFrom(t: number) {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.entries[mid].start < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Entries overlapping [start, end), except those of `ignore` (the
   * appointment being changed) and the blocked time `ignoreBlocked` (the one
   * being moved).
   */
  overlapping(
    start: number,
    end: number,
    ignore?: number,
    ignoreBlocked?: number,
  ): BusyEntry[] {
    const out: BusyEntry[] = [];
    for (
      let i = this.firstFrom(start - this.longest);
      i < this.entries.length;
      i++
    ) {
      const e = this.entries[i];
      if (e.start >= end) break;
      if (
        e.end > start &&
        (e.blocked
          ? e.blocked.id !== ignoreBlocked
          : e.appointment_id !== ignore)
      )
        out.push(e);
    }
    return out;
  }

  /** True when an entry overlaps [start, end) (overlapping(…).length > 0, without the list). */
  anyOverlapping(start: number, end: number): boolean {
    for (
      let i = this.firstFrom(start - this.longest);
      i < this.entries.length;
      i++
    ) {
      const e = this.entries[i];
      if (e.start >= end) return false;
      if (e.end > start) return true;
    }
    return false;
  }

  /** Most entries overlapping at one moment inside [start, end) (for resources that hold several). */
  peak(start: number, end: number, ignore?: number): number {
    const hits = this.overlapping(start, end, ignore);
    const edges: [number, number][] = [];
    for (const e of hits)
      edges.push([Math.max(e.start, start), 1], [Math.min(e.end, end), -1]);
    edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    let now = 0;
    let max = 0;
    for (const [, d] of edges) max = Math.max(max, (now += d));
    return max;
  }
}
