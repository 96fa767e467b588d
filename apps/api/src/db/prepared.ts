import type { Executor } from './client.js';

/**
 * A statement every request runs, prepared once per database (or transaction): drizzle builds its
 * SQL once instead of on every call, and as a named statement PostgreSQL parses and plans it once
 * per connection (docs/decisions/032, 110). `prepare` names it with `.prepare('name')`, its
 * values as `sql.placeholder`s.
 */
export function preparedFor<Statement>(
  prepare: (db: Executor) => Statement,
): (db: Executor) => Statement {
  const statements = new WeakMap<Executor, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
