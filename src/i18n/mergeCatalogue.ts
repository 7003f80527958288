type Tree = { [key: string]: string | Tree };

/**
 * Two parts of one catalogue area merged key by key (the sales reports'
 * words join the report screens' under `app.reports`): nested groups are
 * merged, a text of `more` wins.
 */
export function mergeCatalogue<A extends object, B extends object>(
  base: A,
  more: B,
): A & B {
  const out: Tree = { ...(base as Tree) };
  for (const [k, v] of Object.entries(more as Tree)) {
    const had = out[k];
    out[k] =
      typeof v === "object" && typeof had === "object"
        ? mergeCatalogue(had, v)
        : v;
  }
  return out as A & B;
}
