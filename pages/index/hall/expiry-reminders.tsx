import { Link } from 'react-router-dom';

import type { UserInfoData } from '@/api/auth/contract';
import { useFetchCertificationQuery } from '@/api/investor/endpoints';
import { useFetchMyRiskLevelQuery } from '@/api/paper/endpoints';

import { expiryReminders } from './reminders';

/** The risk test's and the certifications' end dates, 30 days ahead, with one click to renew. */
export function ExpiryReminders({ user }: { user: UserInfoData }) {
  const risk = useFetchMyRiskLevelQuery({ silent: true });
  const certified = user.isQualified || user.isProfessional;
  const qualified = useFetchCertificationQuery({ level: 'qualified', silent: true }, { skip: !certified });
  const professional = useFetchCertificationQuery(
    { level: 'professional', silent: true },
    { skip: !user.isProfessional },
  );
  const reminders = expiryReminders({
    risk: risk.data,
    qualified: qualified.data,
    professional: professional.data,
  });
  if (reminders.length === 0) return null;
  return (
    <section className="gz-app-card gz-hall__reminders" aria-labelledby="hall-reminders-title">
      <h2 id="hall-reminders-title">到期提醒</h2>
      <ul>
        {reminders.map((reminder) => (
          <li key={reminder.key} className={`gz-hall__reminder is-${reminder.tone}`}>
            <span>{reminder.text}</span>
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
