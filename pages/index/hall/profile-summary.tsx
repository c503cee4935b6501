import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { UserInfoData } from '@/api/auth/contract';
import { ROUTES } from '@/shared/routing';

import { investorClassOf } from './investor-class';
import { RiskSummary } from './risk-summary';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="gz-hall__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Who is logged in: name, masked document and phone (masked by the back office), risk level, class. */
export function ProfileSummary({ user }: { user: UserInfoData }) {
  const investorClass = investorClassOf(user);
  return (
    <section className="gz-app-card gz-hall__profile" aria-labelledby="hall-profile-title">
      <h2 id="hall-profile-title">我的信息</h2>
      <dl className="gz-hall__list">
        <Row term={user.isNaturalPerson ? '姓名' : '机构名称'}>{user.name}</Row>
        <Row term="证件号码">{user.idNoMasked}</Row>
        <Row term="手机号码">{user.phoneMasked}</Row>
        <Row term="基金账号">{user.fundAccount}</Row>
        <Row term="风险等级">
          <RiskSummary riskLevel={user.riskLevel} />
        </Row>
        <Row term="投资者类型">
          <span>{investorClass.label}</span>
          {investorClass.validity && <span className="gz-hall__muted">（{investorClass.validity}）</span>}
          {investorClass.lapsed && <span className="gz-hall__expired">（{investorClass.lapsed}）</span>}
        </Row>
        <Row term="投资品种">{user.investmentVarieties || '—'}</Row>
        <Row term="投资期限">{user.investmentLimit || '—'}</Row>
      </dl>
      <p className="gz-hall__links">
        <Link to={ROUTES.userInfo}>查看个人信息</Link>
      </p>
    </section>
  );
}
