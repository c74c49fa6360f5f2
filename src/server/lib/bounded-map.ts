/**
 * A Map that holds at most `limit` entries, forgetting the one set longest ago to make room. For
 * per-process hints whose loss only costs a lookup, so reads need not reorder anything.
 */
export class BoundedMap<TKey, TValue> extends Map<TKey, TValue> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: TKey, value: TValue): this {
    // Deleting first moves a key set again to the newest end.
    if (!this.delete(key) && this.size >= this.limit) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}
