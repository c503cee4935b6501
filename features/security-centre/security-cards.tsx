import type { DeviceEntry, LoginEntry, SessionEntry } from '@/api/auth/contract-security';
import { Button } from '@/shared/ui';

import { SECURITY_TEXT as T } from './security-texts';

const where = (entry: { device: string; browser: string }) => `${entry.device} · ${entry.browser}`;

/** A session's or a device's card title: where it is, tagged 当前 when it is this one. */
function WhereTitle({ entry }: { entry: { device: string; browser: string; current: boolean } }) {
  return (
    <p className="gz-security__card-title">
      {where(entry)}
      {entry.current && <span className="gz-security__tag">{T.current}</span>}
    </p>
  );
}

function Pair({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function LoginCard({ entry }: { entry: LoginEntry }) {
  const who = entry.via === 'self' ? T.self : T.adviser(null);
  return (
    <li className="gz-security__card">
      <p className="gz-security__card-title">
        {entry.at}
        {entry.outcome === 'failure' && <span className="gz-security__failure">{T.failure}</span>}
      </p>
      <p>
        {where(entry)}，{entry.place}（{entry.ip}）· {who}
      </p>
    </li>
  );
}

export function SessionCard({ entry }: { entry: SessionEntry }) {
  return (
    <li className="gz-security__card">
      <WhereTitle entry={entry} />
      <p>
        {entry.via === 'self' ? T.self : T.adviser(entry.adviserName)}，{entry.place}
      </p>
      <dl className="gz-security__pairs">
        <Pair term={T.startedAt}>{entry.startedAt}</Pair>
        <Pair term={T.activeAt}>{entry.activeAt}</Pair>
      </dl>
    </li>
  );
}

export function DeviceCard({ entry, onForget }: { entry: DeviceEntry; onForget: () => void }) {
  return (
    <li className="gz-security__card">
      <WhereTitle entry={entry} />
      <dl className="gz-security__pairs">
        <Pair term={T.rememberedAt}>{entry.rememberedAt}</Pair>
        <Pair term={T.lastUsedAt}>{entry.lastUsedAt ?? '—'}</Pair>
      </dl>
      <Button size="small" onClick={onForget}>
        {T.forget}
      </Button>
    </li>
  );
}
