import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { UserDetailData } from '@/api/user/contract';
import type { OrgParty } from '@/api/user/contract-org';
import {
  useFetchBeneficiariesQuery,
  useFetchCrsQuery,
  useFetchOrgContactorQuery,
  useFetchTaAccountQuery,
  useFetchUserDetailQuery,
} from '@/api/user/endpoints-centre';
import { PROFILE_TEXT, useProfileWords } from '@/features/user-centre';
import { ACCOUNT_KIND, labelOf, ORG_CERTIFICATE_TYPE, PERSON_CERTIFICATE_TYPE } from '@/shared/enums';
import { ROUTES, type RoutePath } from '@/shared/routing';
import { formatDate } from '@/shared/time';
import { useInvestor } from '@/store/use-investor';

import { CentreScreen } from './centre-screen';

function Row({
  term,
  children,
  action,
}: {
  term: string;
  children: ReactNode;
  action?: [RoutePath, string];
}) {
  return (
    <div className="gz-hall__row">
      <dt>{term}</dt>
      <dd>
        <span>{children || '未填写'}</span>
        {action && (
          <Link className="gz-hall__action" to={action[0]}>
            {action[1]}
          </Link>
        )}
      </dd>
    </div>
  );
}

const validity = (day: string | null) => (!day ? '—' : day === '99991231' ? '长期' : formatDate(day));

function Party({
  title,
  party,
  action,
}: {
  title: string;
  party: OrgParty | null;
  action?: [RoutePath, string];
}) {
  if (!party) return <Row term={title}>—</Row>;
  return (
    <Row term={title} action={action}>
      {party.name} · {party.idNoMasked} · 有效期至 {validity(party.idValidTo)}
      {party.phoneMasked ? ` · ${party.phoneMasked}` : ''}
    </Row>
  );
}

/** The organisation's people: contactor, legal and responsible persons, beneficial owners. */
function OrganisationPeople() {
  const { data: people } = useFetchOrgContactorQuery();
  const { data: owners } = useFetchBeneficiariesQuery();
  return (
    <section aria-labelledby="org-people-title" className="gz-centre-section">
      <h2 id="org-people-title">机构相关人员</h2>
      <dl className="gz-hall__list">
        <Party
          title="经办人"
          party={people?.contactor ?? null}
          action={[ROUTES.modifyAgentIdCard, '更新证件']}
        />
        <Party
          title="法定代表人"
          party={people?.legal ?? null}
          action={[ROUTES.modifyLegalIdCard, '更新证件']}
        />
        <Party
          title="负责人"
          party={people?.responsible ?? null}
          action={[ROUTES.modifyResponsibleIdCard, '更新证件']}
        />
      </dl>
      <h3>受益所有人</h3>
      <table className="gz-centre-table">
        <caption className="gz-visually-hidden">受益所有人</caption>
        <thead>
          <tr>
            <th scope="col">姓名</th>
            <th scope="col">证件号码</th>
            <th scope="col">持股比例</th>
            <th scope="col">类型</th>
          </tr>
        </thead>
        <tbody>
          {(owners ?? []).map((owner) => (
            <tr key={`${owner.name}${owner.idNoMasked}`}>
              <td>{owner.name}</td>
              <td className="gz-centre-table__number">{owner.idNoMasked}</td>
              <td className="gz-centre-table__share">{owner.ratio ?? '—'}</td>
              <td>{owner.ownerTypeLabel ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** 职业, and for a person the profile of spec §3's dictionaries, in words. */
function ProfileRows({ contact, person }: { contact: UserDetailData['contact']; person: boolean }) {
  const words = useProfileWords(contact);
  return (
    <>
      <Row term={PROFILE_TEXT.vocation}>{words.vocation}</Row>
      {person && (
        <>
          <Row term={PROFILE_TEXT.nationality}>{words.nationality}</Row>
          <Row term={PROFILE_TEXT.education}>{words.education}</Row>
          <Row term={PROFILE_TEXT.yearIncome}>{words.yearIncome}</Row>
          <Row term={PROFILE_TEXT.marriage}>{words.marriage}</Row>
          <Row term={PROFILE_TEXT.region}>{words.region}</Row>
        </>
      )}
    </>
  );
}

function Details({ user }: { user: UserDetailData }) {
  const { data: accounts } = useFetchTaAccountQuery();
  const { data: crs } = useFetchCrsQuery();
  const investor = useInvestor();
  const person = user.isNaturalPerson;
  const { contact } = user;
  const landline = contact.areaCode && contact.landline ? `${contact.areaCode}-${contact.landline}` : '';
  return (
    <>
      <dl className="gz-hall__list">
        <Row term={person ? '姓名' : '机构名称'}>{user.name}</Row>
        <Row term="账户类型">{investor && labelOf(ACCOUNT_KIND, investor.accountKind)}</Row>
        <Row term="证件类型">
          {person
            ? labelOf(PERSON_CERTIFICATE_TYPE, user.idType)
            : labelOf(ORG_CERTIFICATE_TYPE, user.idType)}
        </Row>
        <Row term="证件号码">{user.idNoMasked}</Row>
        <Row
          term="证件有效期"
          action={person ? [ROUTES.modifyIdCard, user.idExpired ? '立即更新' : '更新证件'] : undefined}
        >
          <span className={user.idExpired ? 'gz-hall__expired' : undefined}>
            {validity(user.idValidTo)}
            {user.idExpired ? '（已过期）' : ''}
          </span>
        </Row>
        <Row term="手机号码" action={[ROUTES.modifyPhone, '修改']}>
          {user.phoneMasked}
        </Row>
        <Row term="基金账号">{user.fundAccount}</Row>
        <Row term="交易账号">{accounts?.tradeAccounts.join('、') || '—'}</Row>
        <Row term="税收居民身份">{crs?.label}</Row>
      </dl>
      <section aria-labelledby="contact-title" className="gz-centre-section">
        <h2 id="contact-title">联系信息</h2>
        <dl className="gz-hall__list">
          <Row term="联系地址" action={[ROUTES.modifyInfo, '修改资料']}>
            {contact.address}
          </Row>
          <Row term="邮政编码">{contact.postcode}</Row>
          <Row term="固定电话">{landline}</Row>
          <Row term="电子邮箱">{contact.email}</Row>
          <ProfileRows contact={contact} person={person} />
        </dl>
      </section>
      {!person && <OrganisationPeople />}
      <p className="gz-hall__links">
        <Link to={ROUTES.password}>密码管理</Link> · <Link to={ROUTES.card}>银行卡管理</Link> ·{' '}
        <Link to={ROUTES.subscription}>订阅服务</Link> · <Link to={ROUTES.security}>安全中心</Link>
      </p>
    </>
  );
}

/** 个人信息: who the investor is, their document, phone, accounts, contacts; an organisation's people. */
export function UserInfoScreen() {
  const { data: user } = useFetchUserDetailQuery();
  return (
    <CentreScreen back={ROUTES.hall} backText="返回大厅">
      {user ? <Details user={user} /> : <p role="status">正在加载…</p>}
    </CentreScreen>
  );
}
