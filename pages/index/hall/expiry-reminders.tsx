import { Link } from 'react-router-dom';

import type { UserInfoData } from '@/api/auth/contract';
import { useFetchCertificateQuery } from '@/api/auth/endpoints-centre';
import { useFetchCertificationQuery } from '@/api/investor/endpoints';
import { useFetchMyRiskLevelQuery } from '@/api/paper/endpoints';
import { serverNow, useServerOffset } from '@/features/trade-kit';
import { EXPIRY_REASON } from '@/shared/enums';
import { shanghaiYyyyMmDd } from '@/shared/time';

import { documentReminder } from './document-reminder';
import { expiryReminders } from './reminders';

/**
 * The document's, the risk test's and the certifications' end dates, 30 days ahead on the server's clock
 * (nothing until it has answered), with one click to renew.
 */
export function ExpiryReminders({ user }: { user: UserInfoData }) {
  const offset = useServerOffset();
  const certificate = useFetchCertificateQuery({ silent: true });
  const risk = useFetchMyRiskLevelQuery({ silent: true });
  const certified = user.isQualified || user.isProfessional;
  const qualified = useFetchCertificationQuery({ level: 'qualified', silent: true }, { skip: !certified });
  const professional = useFetchCertificationQuery(
    { level: 'professional', silent: true },
    { skip: !user.isProfessional },
  );
  if (offset === undefined) return null;
  const today = shanghaiYyyyMmDd(serverNow(offset));
  const reminders = [
    documentReminder(certificate.data, user.isNaturalPerson, today),
    ...expiryReminders(
      { risk: risk.data, qualified: qualified.data, professional: professional.data },
      today,
    ),
  ].filter((reminder) => reminder !== null);
  if (reminders.length === 0) return null;
  return (
    <section className="gz-app-card gz-hall__reminders" aria-labelledby="hall-reminders-title">
      <h2 id="hall-reminders-title">到期提醒</h2>
      <ul>
        {reminders.map((reminder) => (
          <li key={reminder.key} className={`gz-hall__reminder is-${reminder.tone}`}>
            <span>
              {reminder.reason && (
                <strong className="gz-hall__reason">{EXPIRY_REASON[reminder.reason]}：</strong>
              )}
              {reminder.text}
            </span>
            {reminder.action && (
              <Link className="gz-hall__renew" to={reminder.action.to}>
                {reminder.action.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
