import { and, eq, getTableColumns, gt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { TExportTable } from './export-tables';

const pageSize = 1_000;

export type TExportRow = Record<string, unknown>;

/** The table's column names as stored (snake_case), in the table's order: the CSV header. */
export function readColumnNames({ table }: TExportTable): string[] {
  return Object.values(getTableColumns(table)).map((column) => column.name);
}

/**
 * The owner's rows of one table, a page at a time, keyed by column name. Each page starts after the
 * last key of the one before, so memory holds one page whatever the user's history, and no page is
 * read twice or skipped while the user keeps logging.
 */
export async function* readOwnedRows(
  db: Database,
  userId: string,
  exportTable: TExportTable,
): AsyncGenerator<TExportRow[]> {
  const { table, owner, keys } = exportTable;
  const columns = Object.fromEntries(
    Object.values(getTableColumns(table)).map((column) => [column.name, column]),
  );
  let after: unknown[] | null = null;
  for (;;) {
    const page: TExportRow[] = await db
      .select(columns)
      .from(table)
      .where(and(eq(owner, userId), after === null ? undefined : readAfterKey(exportTable, after)))
      .orderBy(...keys)
      .limit(pageSize);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    const last = page[page.length - 1] as TExportRow;
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
