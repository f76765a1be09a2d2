// One page of a list and its total count in one statement: `count(*) over ()` is computed on the
// filtered rows before LIMIT and OFFSET, so every row of the page carries the total. This halves the
// statements of a list read (issue 20 item 6). A page past the end has no row to carry it; the
// caller then counts with a statement of its own (countRows), which only such pages pay.
import { sql } from 'drizzle-orm';

/** Select it beside a page's columns: the number of rows the WHERE kept, before the limit. */
export const totalCountColumn = sql<number>`count(*) over ()`.mapWith(Number);

/** The `n` of a `select({ n: count() })` statement. */
export async function countRows(statement: PromiseLike<{ n: number }[]>): Promise<number> {
  const [row] = await statement;
  return row?.n ?? 0;
}
