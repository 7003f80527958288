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

  /** Changes with every write to the scope; read it before counting. */
  generation(scope: string): number {
    return this.generations.get(scope) ?? 0;
  }

  /** The kept total, if it is still valid. */
  cached(scope: string, key: string): number | undefined {
    const hit = this.entries.get(`${scope}\u0000${key}`);
    return hit &&
      hit.generation === this.generation(scope) &&
      hit.expires > Date.now()
      ? hit.total
      : undefined;
  }

  /**
   * Keeps a total counted elsewhere (e.g. alongside the page) if it is large;
   * `generation` is the scope's generation read before counting, so a write
   * during the count leaves nothing stale behind.
   */
  remember(scope: string, key: string, total: number, generation: number) {
    const id = `${scope}\u0000${key}`;
    if (generation !== this.generation(scope)) return;
    if (total >= this.minTotal) {
      if (this.entries.size >= this.maxEntries && !this.entries.has(id))
        this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(id, {
        total,
        expires: Date.now() + this.ttlMs,
        generation,
      });
    } else {
      this.entries.delete(id);
    }
  }

  async get(
    scope: string,
    key: string,
    count: () => Promise<number>,
  ): Promise<number> {
    const hit = this.cached(scope, key);
    if (hit !== undefined) return hit;
    const generation = this.generation(scope);
    const total = await count();
    this.remember(scope, key, total, generation);
    return total;
  }

  invalidate(scope: string) {
    this.generations.set(scope, this.generation(scope) + 1);
  }
}
