/**
 * Fixed-window counters kept in memory. A blocked key is released when its
 * window ends, so nobody is ever locked out for good.
 */
export class RateLimiter {
  private buckets = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private max: number,
    private windowMs: number,
  ) {}

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  blockedFor(key: string, now = Date.now()): number {
    const b = this.buckets.get(key);
    if (!b || b.resetAt <= now || b.count < this.max) return 0;
    return (b.resetAt - now) / 1000;
  }

  hit(key: string, now = Date.now()) {
    this.prune(now);
    const b = this.buckets.get(key);
    if (!b || b.resetAt <= now)
      this.buckets.set(key, { count: 1, resetAt: now + this.windowMs });
    else b.count++;
  }

  reset(key: string) {
    this.buckets.delete(key);
  }

  private prune(now: number) {
    if (this.buckets.size < 10_000) return;
    for (const [k, b] of this.buckets)
      if (b.resetAt <= now) this.buckets.delete(k);
  }
}

const shared = new WeakMap<object, Map<string, RateLimiter>>();

/**
 * One named limiter per app (keyed by its config object, the same in every
 * plugin scope), for checks that live outside a route module: the current
 * password of changePassword, the login e-mail check of team members.
 */
export function limiterOf(
  config: { LOGIN_MAX_PER_ACCOUNT: number; RATE_WINDOW_SECONDS: number },
  name: string,
  max = config.LOGIN_MAX_PER_ACCOUNT,
): RateLimiter {
  let byName = shared.get(config);
  if (!byName) shared.set(config, (byName = new Map()));
  let limiter = byName.get(name);
  if (!limiter)
    byName.set(
      name,
      (limiter = new RateLimiter(max, config.RATE_WINDOW_SECONDS * 1000)),
    );
  return limiter;
}
