import { SecurityCentre } from '@/features/security-centre';
import { ROUTES } from '@/shared/routing';

import { CentreScreen } from './centre-screen';

/** 安全中心, linked from 个人信息 (个人中心). */
export function SecurityScreen() {
  return (
    <CentreScreen back={ROUTES.userInfo} backText="返回个人信息">
      <SecurityCentre />
    </CentreScreen>
  );
}
