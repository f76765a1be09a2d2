// One value per database handle, made on first use: a cache or a prepared statement is bound to the
// rows of its own database, and two apps in one process (tests, or two servers on two databases)
// must never share one. Weak: a closed handle takes its values with it.
import type { Database } from './client.js';

export function perDatabase<Value>(create: (db: Database) => Value): (db: Database) => Value {
  const values = new WeakMap<Database, Value>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = create(db);
      values.set(db, value);
    }
    return value;
  };
}
