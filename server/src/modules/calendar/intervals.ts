/**
 * Half-open intervals [start, end) of instants (epoch ms). A list is
 * "normal" when sorted by start, non-empty and neither overlapping nor
 * touching; every function returns normal lists.
 */
export interface Interval {
  start: number;
  end: number;
}

/** Sorts and merges overlapping or touching intervals; drops empty ones. */
export function normalise(list: readonly Interval[]): Interval[] {
  const sorted = list
    .filter((i) => i.end > i.start)
    .map((i) => ({ start: i.start, end: i.end }))
    .sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push(i);
  }
  return out;
}

/** The parts of `a` not covered by `b` (both normal). */
export function subtract(a: readonly Interval[], b: readonly Interval[]) {
  const out: Interval[] = [];
  let j = 0;
  for (const i of a) {
    let start = i.start;
    while (j < b.length && b[j].end <= start) j++;
    let k = j;
    while (k < b.length && b[k].start < i.end) {
      if (b[k].start > start) out.push({ start, end: b[k].start });
      start = Math.max(start, b[k].end);
      k++;
    }
    if (start < i.end) out.push({ start, end: i.end });
  }
  return out;
}

/** The parts covered by both (both normal). */
export function intersect(a: readonly Interval[], b: readonly Interval[]) {
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i].start, b[j].start);
    const end = Math.min(a[i].end, b[j].end);
    if (start < end) out.push({ start, end });
    if (a[i].end < b[j].end) i++;
    else j++;
  }
  return out;
}

/** True when [start, end) lies inside one interval of the normal list. */
export function covers(list: readonly Interval[], start: number, end: number) {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].end <= start) lo = mid + 1;
    else if (list[mid].start > start) hi = mid - 1;
    else return list[mid].end >= end;
  }
  return false;
}

export const overlap = (a: Interval, b: Interval) =>
  a.start < b.end && b.start < a.end;
