import './security-centre.css';

import { useState } from 'react';

import type { DeviceEntry } from '@/api/auth/contract-security';
import {
  useFetchLoginHistoryQuery,
  useFetchSecurityQuery,
  useForgetDeviceMutation,
  useSignOutOthersMutation,
} from '@/api/auth/endpoints-security';
import { failureText, outcomeOf, readError } from '@/api/core/outcome';
import { Button, showConfirm, showToast } from '@/shared/ui';

import { DeviceCard, LoginCard, SessionCard } from './security-cards';
import { SECURITY_TEXT as T } from './security-texts';

/** The history shows its newest entries first; the rest on request. */
const FIRST_LOGINS = 10;

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="gz-security__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {hint && <p className="gz-security__hint">{hint}</p>}
      {children}
    </section>
  );
}

function LoginHistory() {
  const { data } = useFetchLoginHistoryQuery();
  const [all, setAll] = useState(false);
  if (!data) return <p role="status">{T.loading}</p>;
  if (data.length === 0) return <p>{T.noHistory}</p>;
  const shown = all ? data : data.slice(0, FIRST_LOGINS);
  return (
    <>
      <ul className="gz-security__cards">
        {shown.map((entry, index) => (
          <LoginCard key={`${entry.at}-${index}`} entry={entry} />
        ))}
      </ul>
      {!all && data.length > FIRST_LOGINS && <Button onClick={() => setAll(true)}>{T.more}</Button>}
    </>
  );
}

/**
 * 安全中心 (issue 39): the last login before this one, the sessions signed in (the investor's and an adviser's
 * gateway session), the remembered devices, 90 days of logins; 退出其他设备 and 移除此设备 after a confirmation.
 */
export function SecurityCentre() {
  const { data, error } = useFetchSecurityQuery();
  const [signOutOthers, { isLoading: signingOut }] = useSignOutOthersMutation();
  const [forgetDevice] = useForgetDeviceMutation();
  if (error) return <p role="alert">{failureText(readError(error), '安全中心加载失败，请稍后再试')}</p>;
  if (!data) return <p role="status">{T.loading}</p>;

  const others = data.sessions.some((s) => !s.current) || data.devices.some((d) => !d.current);
  const signOut = async () => {
    if (!(await showConfirm({ title: T.signOutOthers, message: T.signOutConfirm }))) return;
    const outcome = outcomeOf(await signOutOthers({}));
    if (outcome.ok) showToast(T.signedOut(outcome.value.sessions, outcome.value.devices), 'success');
  };
  const forget = async (device: DeviceEntry) => {
    const name = `${device.device} · ${device.browser}`;
    const message = T.forgetConfirm(name);
    const detail = device.current ? T.forgetCurrent : undefined;
    if (!(await showConfirm({ title: T.forgetTitle, message, detail }))) return;
    if (outcomeOf(await forgetDevice({ id: device.id })).ok) showToast(T.forgotten, 'success');
  };

  const last = data.lastLogin;
  return (
    <div className="gz-security">
      <Section id="security-last" title={T.lastLogin} hint={T.notYou}>
        {last ? (
          <ul className="gz-security__cards">
            <LoginCard entry={last} />
          </ul>
        ) : (
          <p>{T.noLastLogin}</p>
        )}
      </Section>
      <Section id="security-sessions" title={T.sessions} hint={T.sessionsHint}>
        <ul className="gz-security__cards">
          {data.sessions.map((entry) => (
            <SessionCard key={entry.id} entry={entry} />
          ))}
        </ul>
        {others ? (
          <Button type="primary" loading={signingOut} onClick={() => void signOut()}>
            {T.signOutOthers}
          </Button>
        ) : (
          <p>{T.nothingElse}</p>
        )}
      </Section>
      <Section id="security-devices" title={T.devices} hint={T.devicesHint}>
        {data.devices.length === 0 ? (
          <p>{T.noDevices}</p>
        ) : (
          <ul className="gz-security__cards">
            {data.devices.map((entry) => (
              <DeviceCard key={entry.id} entry={entry} onForget={() => void forget(entry)} />
            ))}
          </ul>
        )}
      </Section>
      <Section id="security-history" title={T.history}>
        <LoginHistory />
      </Section>
    </div>
  );
}
