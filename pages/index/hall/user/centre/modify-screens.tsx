import { useNavigate } from 'react-router-dom';

import type { IdentityChange } from '@/api/user/contract';
import type { ChangeKind } from '@/api/user/endpoints-centre';
import { useFetchOrgContactorQuery, useFetchUserDetailQuery } from '@/api/user/endpoints-centre';
import { ContactForm, IdentityChangeFlow, PhoneChangeForm } from '@/features/user-centre';
import { ROUTES } from '@/shared/routing';

import { CentreScreen, OtherKind } from './centre-screen';

/** 个人资料 (ModifyInfo, the e-mail dialogs' target): the contact details. */
export function ModifyInfoScreen() {
  const navigate = useNavigate();
  const { data: user } = useFetchUserDetailQuery();
  return (
    <CentreScreen back={ROUTES.userInfo} backText="返回个人信息">
      {user ? (
        <ContactForm
          contact={user.contact}
          person={user.isNaturalPerson}
          onDone={() => void navigate(ROUTES.userInfo)}
        />
      ) : (
        <p role="status">正在加载…</p>
      )}
    </CentreScreen>
  );
}

export function ModifyPhoneScreen() {
  const navigate = useNavigate();
  const { data: user } = useFetchUserDetailQuery();
  return (
    <CentreScreen back={ROUTES.userInfo} backText="返回个人信息">
      {user ? (
        <PhoneChangeForm currentPhone={user.phoneMasked} onDone={() => void navigate(ROUTES.userInfo)} />
      ) : (
        <p role="status">正在加载…</p>
      )}
    </CentreScreen>
  );
}

const LEADS: Record<ChangeKind, string> = {
  idCard:
    '身份证到期或换领新证后，请上传新身份证的正反面照片；持护照、港澳台通行证等其他证件的，请选择“使用其他证件”。提交后由我司审核，审核通过后生效。',
  corporate: '法定代表人变更或证件更新时，请上传法定代表人身份证的正反面照片。提交后由我司审核。',
  contactor: '负责人变更或证件更新时，请上传负责人身份证的正反面照片。提交后由我司审核。',
  agent:
    '经办人证件到期或更换经办人时，请上传经办人身份证的正反面照片；持其他证件的，请选择“使用其他证件”。提交后由我司审核，审核通过后生效。',
};

/** The agent's (经办人) change: named by the encryptId that comes with the organisation's people. */
function AgentChangeFlow({ latest }: { latest: IdentityChange | undefined }) {
  const { data: people } = useFetchOrgContactorQuery();
  if (!people) return <p role="status">正在加载…</p>;
  const agent = people.contactor;
  if (!agent) return <p className="gz-centre-form__lead">暂无经办人信息，请联系我司客服办理。</p>;
  return (
    <>
      <p className="gz-centre-form__lead">
        当前经办人：{agent.name} {agent.idNoMasked}
      </p>
      <IdentityChangeFlow kind="agent" encryptId={agent.encryptId} latest={latest} />
    </>
  );
}

/** The four document changes: the person's own card; an organisation's legal person, responsible person, agent. */
function IdentityChangeScreen({ kind }: { kind: ChangeKind }) {
  const { data: user } = useFetchUserDetailQuery();
  const forPerson = kind === 'idCard';
  const latest = user?.changes.find((change) => change.kind === kind);
  return (
    <CentreScreen back={ROUTES.userInfo} backText="返回个人信息">
      {!user ? (
        <p role="status">正在加载…</p>
      ) : user.isNaturalPerson !== forPerson ? (
        <OtherKind
          text={
            forPerson ? '机构投资者请更新法定代表人、负责人或经办人的证件。' : '该业务仅对机构投资者开放。'
          }
        />
      ) : (
        <>
          <p className="gz-centre-form__lead">{LEADS[kind]}</p>
          {kind === 'agent' ? (
            <AgentChangeFlow latest={latest} />
          ) : (
            <IdentityChangeFlow kind={kind} latest={latest} />
          )}
        </>
      )}
    </CentreScreen>
  );
}

export const ModifyIdCardScreen = () => <IdentityChangeScreen kind="idCard" />;
export const ModifyLegalIdCardScreen = () => <IdentityChangeScreen kind="corporate" />;
export const ModifyResponsibleIdCardScreen = () => <IdentityChangeScreen kind="contactor" />;
export const ModifyAgentIdCardScreen = () => <IdentityChangeScreen kind="agent" />;
