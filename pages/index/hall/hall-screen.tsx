import './hall.css';

import { bankCardsApi, useFetchBankChannelQuery } from '@/api/bank/endpoints-cards';
import { useFetchUserDetailQuery, userCentreApi } from '@/api/user/endpoints-centre';
import { useInvestor } from '@/store/use-investor';

import type { Preload } from '../shell/opening-screen';
import { ScreenPlaceholder, useSettledOnce } from '../shell/screen-placeholder';
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
  // The to-do list stands above the profile: the hall draws once its answers are in (or failed, which hides
  // it), so that nothing on the screen moves down when it arrives.
  const detail = useFetchUserDetailQuery({ silent: true });
  const channel = useFetchBankChannelQuery({ silent: true });
  // Once drawn, the hall stays: a later refetch (a failed answer is asked again when the list mounts) must not
  // swap it back for the placeholder.
  const ready = useSettledOnce(!!user && !detail.isLoading && !channel.isLoading) && user;
  return (
    <section aria-labelledby="hall-title">
      <h1 id="hall-title" className="gz-hall__title">
        大厅
      </h1>
      {ready ? (
        <>
          <ExpiryReminders user={user} />
          <AttentionList />
          <ProfileSummary user={user} />
          <QuickLinks />
        </>
      ) : (
        <ScreenPlaceholder className="gz-app-card gz-hall__placeholder" />
      )}
    </section>
  );
}

/** The to-do list's answers, for a visit that opens here (see shell/opening-screen.ts). */
HallScreen.preload = ((dispatch) => {
  void dispatch(userCentreApi.util.prefetch('fetchUserDetail', { silent: true }, {}));
  void dispatch(bankCardsApi.util.prefetch('fetchBankChannel', { silent: true }, {}));
}) satisfies Preload;
