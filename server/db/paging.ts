// One page of a list and its total count in one statement: `count(*) over ()` is computed on the
// filtered rows before LIMIT and OFFSET, so every row of the page carries the total. This halves the
// statements of a list read (issue 20 item 6). A page past the end has no row to carry it; the
// caller then counts with a statement of its own (pageTotal), which only such pages pay.
import { sql } from 'drizzle-orm';

/** Select it beside a page's columns: the number of rows the WHERE kept, before the limit. */
export const totalCountColumn = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The total of a page read with totalCountColumn: carried by its rows, or, for a page past the end
 * (no rows, page > 1), what `count()` (a `select({ n: count() })` of the same WHERE) answers.
 */
export async function pageTotal(
  rows: readonly { totalCount: number }[],
  page: number,
  count: () => PromiseLike<{ n: number }[]>,
): Promise<number> {
  if (rows[0]) return rows[0].totalCount;
  if (page <= 1) return 0;
  const [row] = await count();
  return row?.n ?? 0;
}
