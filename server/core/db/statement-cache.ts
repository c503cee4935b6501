import type { Database as SqlJsDatabase, SqlValue, Statement } from 'sql.js';

const LIMIT = 256;

/**
 * Prepared statements kept by their SQL text: preparing costs more than running for the short queries of
 * the back office. Every use binds afresh and resets at the end, so no statement is left mid-step (which
 * would block COMMIT).
 */
export class StatementCache {
  private readonly prepared = new Map<string, Statement>();

  constructor(private readonly db: SqlJsDatabase) {}

  private statement(sql: string): Statement {
    let statement = this.prepared.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      if (this.prepared.size >= LIMIT) this.clear();
      this.prepared.set(sql, statement);
    }
    return statement;
  }

  all<T>(sql: string, params: SqlValue[]): T[] {
    const statement = this.statement(sql);
    try {
      statement.bind(params);
      const rows: T[] = [];
      while (statement.step()) rows.push(statement.getAsObject() as T);
      return rows;
    } finally {
      statement.reset();
    }
  }

  run(sql: string, params: SqlValue[]): void {
    const statement = this.statement(sql);
    try {
      statement.bind(params);
      statement.step();
    } finally {
      statement.reset();
    }
  }

  clear(): void {
    for (const statement of this.prepared.values()) statement.free();
    this.prepared.clear();
  }
}
