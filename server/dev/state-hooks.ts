import type { FastifyInstance } from 'fastify';
import type { SqlValue } from 'sql.js';

import type { Context } from '../context';

type Snapshot = { table: string; columns: string[]; rows: SqlValue[][] }[];

/** Every table but the migration record, with its rows as they are now. */
function takeSnapshot(ctx: Context): Snapshot {
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

/** Puts every table back to the snapshot, in one transaction (foreign keys checked at its commit). */
function restoreSnapshot(ctx: Context, snapshot: Snapshot): number {
  let count = 0;
  ctx.db.tx(() => {
    ctx.db.run('PRAGMA defer_foreign_keys = ON');
    for (const { table } of snapshot) ctx.db.run(`DELETE FROM "${table}"`);
    for (const { table, columns, rows } of snapshot) {
      const insert = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
      for (const row of rows) ctx.db.run(insert, row);
      count += rows.length;
    }
  });
  return count;
}

/**
 * `POST /__dev/state/restore`: every table back to the rows it held when the back office became ready (a
 * fresh data folder: the demo seed), so a browser test starts from the seeded accounts whatever ran before it
 * — passwords, locks, failure counts, sessions, pending logins, device nonces, SMS codes and send windows,
 * captchas, hand-over and OCR tokens. It does not move the clock back (the clock only goes forward): rows
 * restored from the start carry older times, as if they had aged.
 */
export function stateDevRoutes(app: FastifyInstance, ctx: Context): void {
  let snapshot: Snapshot | undefined;
  // On ready, not now: the seed and every migration have run by then, whatever the order of registration.
  app.addHook('onReady', async () => {
    snapshot = takeSnapshot(ctx);
  });

  app.post(
    '/__dev/state/restore',
    { schema: { body: { type: 'object', properties: {}, additionalProperties: false } } },
    async () => {
      if (!snapshot) throw new Error('the back office is not ready yet');
      const rows = restoreSnapshot(ctx, snapshot);
      return { tables: snapshot.length, rows, now: new Date(ctx.clock.now()).toISOString() };
    },
  );
}
