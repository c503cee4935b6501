import { useAppSelector } from '@/store/hooks';
import { selectInvestor } from '@/store/user-slice';

/**
 * An adviser's gateway session says so on every screen (issue 38 item 7, ux-walk D11): the investor, and
 * anyone looking at the screen, knows whose account it is and who is acting in it. It reads the slice the
 * session gate feeds and never asks itself: on the gallery, open without a session, a user query's 401000
 * would send the visitor to the login page.
 */
export function AdviserBanner() {
  const investor = useAppSelector(selectInvestor);
  const adviser = investor?.adviser;
  if (!investor || !adviser) return null;
  return (
    <p className="gz-adviser-banner" role="note">
      您正在以顾问身份查看{investor.name}的账户（财富顾问 {adviser.name}，工号{adviser.code}）
    </p>
  );
}
