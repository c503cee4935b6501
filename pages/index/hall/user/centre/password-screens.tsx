import { Link, useNavigate } from 'react-router-dom';

import { PasswordChangeForm } from '@/features/password-change';
import {
  ForgotTradePassword,
  INSTITUTION_RESET_DETAIL,
  INSTITUTION_RESET_MESSAGE,
  TradeChangeForm,
  TradeResetForm,
} from '@/features/trade-password';
import { PASSWORD_MESSAGES } from '@/shared/messages/passwords';
import { ROUTES } from '@/shared/routing';
import { showToast } from '@/shared/ui';
import { useInvestor } from '@/store/use-investor';

import { CentreScreen } from './centre-screen';

/** 密码管理 (and /entry): the login password, the trade password and its reset. */
export function PasswordEntryScreen() {
  const user = useInvestor();
  return (
    <CentreScreen back={ROUTES.userInfo} backText="返回我的信息">
      <ul className="gz-centre-links" aria-label="密码管理">
        <li>
          <Link to={ROUTES.passwordModify}>修改登录密码</Link>
          <span>登录国证资管网上交易时使用的密码</span>
        </li>
        <li>
          <Link to={ROUTES.passwordModifyTrade}>修改交易密码</Link>
          <span>购买、赎回、撤单时使用的6位数字密码</span>
        </li>
        <li>
          {user?.isNaturalPerson === false ? (
            <ForgotTradePassword isNaturalPerson={false} />
          ) : (
            <Link to={ROUTES.passwordResetTrade}>重置交易密码</Link>
          )}
          <span>忘记交易密码时，验证证件号码和手机短信后重新设置</span>
        </li>
      </ul>
    </CentreScreen>
  );
}

export function PasswordModifyScreen() {
  const navigate = useNavigate();
  return (
    <CentreScreen back={ROUTES.passwordEntry} backText="返回密码管理">
      <PasswordChangeForm
        description="修改后，下次登录请使用新密码。"
        onDone={() => void navigate(ROUTES.passwordEntry)}
      />
    </CentreScreen>
  );
}

export function PasswordModifyTradeScreen() {
  const navigate = useNavigate();
  const user = useInvestor();
  return (
    <CentreScreen back={ROUTES.passwordEntry} backText="返回密码管理">
      <TradeChangeForm onDone={() => void navigate(ROUTES.passwordEntry)} />
      <p>
        <ForgotTradePassword
          isNaturalPerson={user?.isNaturalPerson !== false}
          resetHref={`#${ROUTES.passwordResetTrade}`}
        />
      </p>
    </CentreScreen>
  );
}

/** Natural persons reset online; an organisation is told where to go instead (spec §6). */
export function PasswordResetTradeScreen() {
  const navigate = useNavigate();
  const user = useInvestor();
  return (
    <CentreScreen back={ROUTES.passwordEntry} backText="返回密码管理">
      {user?.isNaturalPerson === false ? (
        <div role="status">
          <p>{INSTITUTION_RESET_MESSAGE}</p>
          <p>{INSTITUTION_RESET_DETAIL}</p>
        </div>
      ) : (
        <TradeResetForm
          onDone={() => {
            showToast(PASSWORD_MESSAGES.tradeReset, 'success');
            void navigate(ROUTES.passwordEntry);
          }}
        />
      )}
    </CentreScreen>
  );
}
