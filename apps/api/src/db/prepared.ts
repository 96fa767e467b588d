import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import { CASING, type Executor } from './client.js';

/**
 * A statement every request runs, prepared once (docs/decisions/032, 110, 113): drizzle builds
 * its SQL once per engine instead of on every call, and as a named statement PostgreSQL parses
 * and plans it once per connection. `prepare` names it with `.prepare('name')`, its values as
 * `sql.placeholder`s.
 *
 * It runs on the executor it is asked for, a transaction included: drizzle binds a prepared
 * statement to the connection of the executor that built it, so the one built first is copied
 * onto the connection of each executor that asks (its session's client: the pool or PGlite for a
 * database, the transaction's own connection for a transaction). Building it afresh for every
 * transaction cost the checkout a fifth of the API's CPU under a rush.
 */
export function preparedFor<Statement extends object>(
  prepare: (db: Executor) => Statement,
): (db: Executor) => Statement {
  /** Built once per engine: node-postgres and PGlite prepare different classes. */
  const built = new Map<object, Statement>();
  /** The copy for each database; a transaction's copy lives as long as the call. */
  const onDatabase = new WeakMap<Executor, Statement>();
  return (db) => {
    const kept = onDatabase.get(db);
    if (kept) return kept;
    const session = db._.session as unknown as { client: unknown };
    const engine = Object.getPrototypeOf(session) as object;
    let template = built.get(engine);
    if (!template) {
      template = prepare(db);
      built.set(engine, template);
    }
    const statement = onConnection(template, session.client);
    if (!(db instanceof PgTransaction)) onDatabase.set(db, statement);
    return statement;
  };
}

/** The prepared statement, executing on `client` instead of the one it was built on. */
function onConnection<Statement extends object>(template: Statement, client: unknown): Statement {
  const copy = Object.create(Object.getPrototypeOf(template)) as Statement;
  return Object.assign(copy, template, { client });
}

const dialect = new PgDialect({ casing: CASING });

/**
 * A statement drizzle's builders cannot write (a data-modifying CTE), prepared as `preparedFor`
 * prepares theirs. It answers the driver's result; values are `sql.placeholder`s in `build`.
 */
export function preparedSql<Row = Record<string, unknown>>(
  name: string,
  build: (db: Executor) => SQL,
): (db: Executor) => { execute(values?: Record<string, unknown>): Promise<{ rows: Row[] }> } {
  return preparedFor((db) =>
    db._.session.prepareQuery(dialect.sqlToQuery(build(db)), undefined, name, false),
  ) as never;
}

/** Every named value a placeholder of its name, for a prepared insert of whole rows. */
export function placeholders<Name extends string>(
  ...names: Name[]
): Record<Name, Placeholder<Name>> {
  return Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as Record<
    Name,
    Placeholder<Name>
  >;
}
