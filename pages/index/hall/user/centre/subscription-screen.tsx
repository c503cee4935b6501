import { SubscriptionPanel } from '@/features/user-centre';
import { ROUTES } from '@/shared/routing';

import { CentreScreen } from './centre-screen';

export function SubscriptionScreen() {
  return (
    <CentreScreen back={ROUTES.userInfo} backText="返回个人信息">
      <SubscriptionPanel />
    </CentreScreen>
  );
}
