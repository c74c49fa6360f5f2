/** The rows of a raw db.execute: postgres.js answers an array, PGlite an object holding them. */
export function readRows<TRow>(result: unknown): TRow[] {
  return (Array.isArray(result) ? result : (result as { rows: TRow[] }).rows) as TRow[];
}
