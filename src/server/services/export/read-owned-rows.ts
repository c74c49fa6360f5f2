import { and, eq, getTableColumns, gt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { TExportTable } from './export-tables';

const pageSize = 5_000;

export type TExportRow = Record<string, unknown>;

/** A page of rows, parsed and as the JSON array text PostgreSQL wrote (no need to write it again). */
export type TExportPage = { rows: TExportRow[]; json: string };

/** The table's column names as stored (snake_case), in the table's order: the CSV header. */
export function readColumnNames({ table }: TExportTable): string[] {
  return Object.values(getTableColumns(table)).map((column) => column.name);
}

/**
 * The owner's rows of one table, a page at a time, keyed by column name. Each page starts after the
 * last key of the one before, so memory holds one page whatever the user's history, and no row is
 * read twice or skipped while the user keeps logging. PostgreSQL turns each page into one JSON text:
 * handing over one value instead of thousands of rows is several times faster on PGlite.
 */
export async function* readOwnedRows(
  db: Database,
  userId: string,
  exportTable: TExportTable,
): AsyncGenerator<TExportPage> {
  const { table, owner, keys } = exportTable;
  const columns = Object.fromEntries(
    Object.values(getTableColumns(table)).map((column) => [column.name, column]),
  );
  const pageOrder = sql.join(
    keys.map((key) => sql`page.${sql.identifier(key.name)}`),
    sql`, `,
  );
  let after: unknown[] | null = null;
  for (;;) {
    const page = db
      .select(columns)
      .from(table)
      .where(and(eq(owner, userId), after === null ? undefined : readAfterKey(exportTable, after)))
      .orderBy(...keys)
      .limit(pageSize);
    const result = await db.execute(
      sql`select coalesce(json_agg(page order by ${pageOrder}), '[]')::text as json from (${page}) as page`,
    );
    const json = readFirstRow<{ json: string }>(result)?.json ?? '[]';
    const rows = JSON.parse(json) as TExportRow[];
    if (rows.length > 0) yield { rows, json };
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1] as TExportRow;
    after = keys.map((key) => last[key.name]);
  }
}

function readAfterKey({ keys }: TExportTable, after: unknown[]): SQL {
  const [key] = keys;
  if (keys.length === 1 && key) return gt(key, after[0]);
  // Row comparison: (habit_id, date) > ($1, $2) walks the composite index in order.
  return sql`(${sql.join([...keys], sql`, `)}) > (${sql.join(
    after.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

/** postgres.js answers an array of rows, PGlite an object holding them. */
function readFirstRow<TRow>(result: unknown): TRow | undefined {
  return (Array.isArray(result) ? result : (result as { rows: TRow[] }).rows)[0];
}
