import type { Db } from "./client";

/**
 * A query built once per database and reused: Drizzle's query building costs several times the round trip of a small
 * query, so the statements of every authenticated request are prepared with placeholders (`sql.placeholder`) and
 * only executed. `build` returns the prepared statement for one database; each database (a process has one, tests
 * many) gets its own.
 */
export function preparedFor<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
