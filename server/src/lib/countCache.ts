/**
 * Totals for Content-Range. Counting a large list costs far more than
 * reading one page of it, so totals of 1,000 rows or more are kept for a few
 * seconds per (resource, merchant, filter). Every write through the API
 * invalidates its resource for that merchant at once; small totals are always
 * counted exactly.
 */
export class CountCache {
  private entries = new Map<
    string,
    { total: number; expires: number; generation: number }
  >();
  private generations = new Map<string, number>();

  constructor(
    private ttlMs = 10_000,
    private minTotal = 1_000,
    private maxEntries = 10_000,
  ) {}

  async get(
    scope: string,
    key: string,
    count: () => Promise<number>,
  ): Promise<number> {
    const generation = this.generations.get(scope) ?? 0;
    const id = `${scope}\u0000${key}`;
    const hit = this.entries.get(id);
    if (hit && hit.generation === generation && hit.expires > Date.now())
      return hit.total;
    const total = await count();
    if (total >= this.minTotal) {
      if (this.entries.size >= this.maxEntries)
        this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(id, {
        total,
        expires: Date.now() + this.ttlMs,
        generation,
      });
    } else if (hit) {
      this.entries.delete(id);
    }
    return total;
  }

  invalidate(scope: string) {
    this.generations.set(scope, (this.generations.get(scope) ?? 0) + 1);
  }
}
