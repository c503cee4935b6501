import type { UserInfoData } from '@/api/auth/contract';
import { useFetchCertificateQuery } from '@/api/auth/endpoints-centre';
import { useFetchCertificationQuery } from '@/api/investor/endpoints';
import { useFetchMyRiskLevelQuery } from '@/api/paper/endpoints';
import { serverNow, useServerOffset } from '@/features/trade-kit';
import { shanghaiYyyyMmDd } from '@/shared/time';

import { documentReminder } from './document-reminder';
import { ReminderList } from './reminder-list';
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
  return <ReminderList id="hall-reminders-title" title="到期提醒" reminders={reminders} />;
}
