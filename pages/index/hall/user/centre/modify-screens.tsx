import { useNavigate } from 'react-router-dom';

import type { ChangeKind } from '@/api/user/endpoints-centre';
import { useFetchUserDetailQuery } from '@/api/user/endpoints-centre';
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
          onDone={() => navigate(ROUTES.userInfo)}
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
        <PhoneChangeForm currentPhone={user.phoneMasked} onDone={() => navigate(ROUTES.userInfo)} />
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
};

/** The three document changes: the person's own card; an organisation's legal or responsible person. */
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
          text={forPerson ? '机构投资者请更新法定代表人或负责人的证件。' : '该业务仅对机构投资者开放。'}
        />
      ) : (
        <>
          <p className="gz-centre-form__lead">{LEADS[kind]}</p>
          <IdentityChangeFlow kind={kind} latest={latest} />
        </>
      )}
    </CentreScreen>
  );
}

export const ModifyIdCardScreen = () => <IdentityChangeScreen kind="idCard" />;
export const ModifyLegalIdCardScreen = () => <IdentityChangeScreen kind="corporate" />;
export const ModifyResponsibleIdCardScreen = () => <IdentityChangeScreen kind="contactor" />;
