import type { ClientErrorReport } from '@/api/client/contract';

import type { Context } from '../core/context';

/** Keeps the reports; only the newest `keep` rows stay (the table never grows without bound). */
export function saveClientErrors(
  ctx: Context,
  reports: ClientErrorReport[],
  receivedAt: number,
  keep: number,
): void {
  ctx.db.tx(() => {
    for (const r of reports) {
      ctx.db.run(
        'INSERT INTO client_errors (kind, message, stack, url, at, received_at) VALUES (?, ?, ?, ?, ?, ?)',
        [r.kind, r.message, r.stack ?? null, r.url, r.at, receivedAt],
      );
    }
    ctx.db.run('DELETE FROM client_errors WHERE id <= (SELECT MAX(id) FROM client_errors) - ?', [keep]);
  });
}
