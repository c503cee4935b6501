import './hall.css';

import { useInvestor } from '@/store/use-investor';

import { AttentionList } from './attention-list';
import { ExpiryReminders } from './expiry-reminders';
import { ProfileSummary } from './profile-summary';
import { QuickLinks } from './quick-links';

/**
 * 大厅, the investor's home: what ends soon (with the way to renew it), what needs attention, the profile
 * summary, quick links. The session gate has loaded the user before this renders.
 */
export function HallScreen() {
  const user = useInvestor();
  return (
    <section aria-labelledby="hall-title">
      <h1 id="hall-title" className="gz-hall__title">
        大厅
      </h1>
      {user && <ExpiryReminders user={user} />}
      {user && <AttentionList />}
      {user ? <ProfileSummary user={user} /> : <p role="status">正在加载…</p>}
      <QuickLinks />
    </section>
  );
}
