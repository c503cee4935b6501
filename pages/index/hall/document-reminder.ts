import type { CertificateData } from '@/api/auth/contract-centre';
import { ROUTES } from '@/shared/routing';

import { endingOf, type Reminder } from './reminders';

/**
 * The document on file (POST /v1/auth/certificate) in its last 30 days on the server's `today`: what ends, the
 * date, the days left and 更新证件. An ended document stays among the 待办事项 (attention.ts), as before.
 */
export function documentReminder(
  certificate: CertificateData | undefined,
  isNaturalPerson: boolean,
  today: string,
): Reminder | null {
  const ending = certificate?.endDate ? endingOf('1', certificate.endDate, today) : undefined;
  if (!ending || ending.tone === 'expired') return null;
  return isNaturalPerson
    ? {
        key: 'document',
        ...ending,
        text: `${ending.text}，请及时更新证件信息，以免影响交易`,
        action: { label: '更新证件', to: ROUTES.modifyIdCard },
      }
    : { key: 'document', ...ending, text: `${ending.text}，请联系您的财富顾问或致电客服（95517）更新` };
}
