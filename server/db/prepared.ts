// Statements that a signed-in read runs on every request, built once per database handle and
// prepared under a name (issue 20 item 6). Building a drizzle query costs more than running it:
// measured on 2026-11-27 (2 × AMD EPYC, PostgreSQL 15 on loopback, 2,000 calls side by side), one
// page of inquiries took 717 µs of the server's time built each time and 213 µs prepared. On
// PostgreSQL a named statement is also parsed and planned once per connection, not per call; on
// PGlite the name is not used, but the SQL is still built once.
//
// Values that change per call are `sql.placeholder(name)`s, given to `execute`. A statement is
// bound to the handle it was prepared on, so it is kept per handle (per-database.ts).
import type { Database } from './client.js';
import { perDatabase } from './per-database.js';

/**
 * `build(db, name)` once per handle: it ends with `.prepare(name)`. Names must be unique in the
 * process (PostgreSQL keeps one statement per name and connection).
 */
export function preparedPerDatabase<Statement>(
  name: string,
  build: (db: Database, name: string) => Statement,
): (db: Database) => Statement {
  if (names.has(name)) throw new Error(`two prepared statements are named ${name}`);
  names.add(name);
  return perDatabase((db) => build(db, name));
}

const names = new Set<string>();
