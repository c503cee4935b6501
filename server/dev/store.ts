import type { Context } from '../core/context';
import type { SqlValue } from '../core/db/database';

export type Snapshot = { table: string; columns: string[]; rows: SqlValue[][] }[];

/** Every table but the migration record, with its rows as they are now. */
export function takeSnapshot(ctx: Context): Snapshot {
  const tables = ctx.db.all<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations' ORDER BY name",
  );
  return tables.map(({ name }) => {
    const columns = ctx.db
      .all<{ name: string }>(`SELECT name FROM pragma_table_info('${name}')`)
      .map((c) => c.name);
    const rows = ctx.db
      .all<Record<string, SqlValue>>(`SELECT * FROM "${name}"`)
      .map((row) => columns.map((column) => row[column]));
    return { table: name, columns, rows };
  });
}

/**
 * Puts every table back to the snapshot, in one transaction (foreign keys checked at its commit). The
 * triggers (the evidence log refuses deletes) are set aside for it and put back as they were.
 */
export function restoreSnapshot(ctx: Context, snapshot: Snapshot): number {
  let count = 0;
  ctx.db.tx(() => {
    ctx.db.run('PRAGMA defer_foreign_keys = ON');
    const triggers = ctx.db.all<{ name: string; sql: string }>(
      "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name",
    );
    for (const { name } of triggers) ctx.db.run(`DROP TRIGGER "${name}"`);
    for (const { table } of snapshot) ctx.db.run(`DELETE FROM "${table}"`);
    for (const { table, columns, rows } of snapshot) {
      const insert = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
      for (const row of rows) ctx.db.run(insert, row);
      count += rows.length;
    }
    for (const { sql } of triggers) ctx.db.run(sql);
  });
  return count;
}
