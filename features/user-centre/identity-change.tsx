import './user-centre.css';

import { useState } from 'react';

import { outcomeOf } from '@/api/core/outcome';
import type { IdentityChange as Change } from '@/api/user/contract';
import type { ChangeBody } from '@/api/user/contract-identity';
import {
  useApplyChangeMutation,
  useFetchChangeCountQuery,
  useWithdrawChangeMutation,
  type ChangeKind,
  type ChangeTarget,
} from '@/api/user/endpoints-centre';
import { IdCardUpload, type IdentityValue } from '@/features/id-card';
import { SecondFactor } from '@/features/sms';
import { NameCheckDialog } from '@/shared/components/dialogs';
import { OtherCertificateForm, type OtherCertificateValue } from '@/shared/components/other-certificate-form';
import type { IdentityOwnerType } from '@/shared/enums';
import { USER_CENTRE_MESSAGES } from '@/shared/messages/user-centre';
import { formatDate } from '@/shared/time';
import { Button, FormFailure, showToast } from '@/shared/ui';
import { CHANGE_HOLDER, hasNonChineseChars } from '@/shared/validation';

import { useDocumentChecks } from './document-checks';

const AUDIT_TEXT: Record<Change['auditFlag'], string> = { '0': '审核中', '1': '审核通过', '2': '审核未通过' };
const OWNER_OF: Record<ChangeKind, IdentityOwnerType> = {
  idCard: '0',
  corporate: '1',
  contactor: '2',
  agent: '2',
};
/** The organisation's responsible person is sent as the spec's agent (owner type 2) but named as themselves. */
const HOLDER_LABEL: Partial<Record<ChangeKind, string>> = { contactor: '负责人' };

/** The newest application of this kind and its audit state (the investor sees it until the next one). */
function ChangeState({ change, target }: { change: Change; target: ChangeTarget }) {
  const [withdraw, { isLoading }] = useWithdrawChangeMutation();
  const endDate = change.validTo === '99991231' ? '长期' : change.validTo && formatDate(change.validTo);
  return (
    <section className="gz-centre-change" aria-label="最近一次申请">
      <p>
        {change.appliedAt} 提交 · {change.name} {change.idNoMasked}
        {endDate ? ` · 有效期至 ${endDate}` : ''}
      </p>
      <p>
        审核状态：
        <strong className={`gz-centre-audit gz-centre-audit--${change.auditFlag}`}>
          {AUDIT_TEXT[change.auditFlag]}
        </strong>
        {change.rejectReason && <span>（{change.rejectReason}）</span>}
      </p>
      {change.auditFlag === '0' && (
        <Button
          size="small"
          loading={isLoading}
          onClick={() =>
            void withdraw({ ...target, id: change.id }).then(() => showToast('申请已撤回', 'success'))
          }
        >
          撤回申请
        </Button>
      )}
    </section>
  );
}

/**
 * An identity-document change as an application: today's count, the second factor, the photos recognised
 * (the name-check dialog for a name with non-Chinese characters), then POST /v1/user/{idCard|corporate|contactor}.
 * A document other than the ID card (passport, permits, residence cards) goes through the other-certificate
 * form instead, with its back link to the ID card. The agent's (经办人) calls carry its encryptId: the
 * recognition of the photos, the count, the application and its withdrawal.
 */
export function IdentityChangeFlow({
  kind,
  encryptId,
  latest,
}: ChangeTarget & { latest: Change | undefined }) {
  const target: ChangeTarget = { kind, encryptId };
  const { data: count } = useFetchChangeCountQuery(target);
  const [apply, { isLoading }] = useApplyChangeMutation();
  const [ticket, setTicket] = useState<string | null>(null);
  const [checking, setChecking] = useState<IdentityValue | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [otherCertificate, setOtherCertificate] = useState(false);
  const checkDocument = useDocumentChecks();

  const submit = async (document: Omit<ChangeBody, 'ticket'>) => {
    if (!ticket) return;
    const outcome = outcomeOf(await apply({ ...target, ...document, ticket, silent: true }));
    setTicket(null);
    setOtherCertificate(false);
    if (outcome.ok) showToast(USER_CENTRE_MESSAGES.identitySubmitted, 'success');
    else setFailure(outcome.message ?? '提交失败，请稍后再试');
  };

  const send = async (identity: IdentityValue) => {
    setChecking(null);
    const refused = await checkDocument(kind, identity);
    if (refused) {
      setFailure(refused);
      return;
    }
    await submit({
      portraitToken: identity.ocrToken,
      emblemToken: identity.emblemToken,
      name: identity.cardName.trim(),
      idNo: identity.cardId,
      beginDate: identity.beginDate,
      endDate: identity.endDate,
    });
  };

  const sendOther = ({ name, idType, idNo }: OtherCertificateValue) =>
    submit({ name, idType: idType as ChangeBody['idType'], idNo });

  const pending = latest?.auditFlag === '0';
  const exhausted = count ? count.used >= count.limit : false;
  return (
    <>
      {latest && <ChangeState change={latest} target={target} />}
      {count && (
        <p className="gz-centre-form__lead">
          今日已提交 {count.used} 次，每日最多 {count.limit} 次。
        </p>
      )}
      <FormFailure>{failure}</FormFailure>
      {!pending && !exhausted && !ticket && (
        <SecondFactor onTicket={(value) => (setFailure(null), setTicket(value))} />
      )}
      {!pending && ticket && !otherCertificate && (
        <>
          <IdCardUpload
            owner={OWNER_OF[kind]}
            encryptId={encryptId}
            holderLabel={HOLDER_LABEL[kind]}
            submitText="提交审核"
            submitting={isLoading}
            onSubmit={(identity) =>
              hasNonChineseChars(identity.cardName) ? setChecking(identity) : send(identity)
            }
          />
          <p className="gz-centre-form__lead">
            证件不是居民身份证？
            <button type="button" className="gz-link-button" onClick={() => setOtherCertificate(true)}>
              使用其他证件
            </button>
          </p>
        </>
      )}
      {!pending && ticket && otherCertificate && (
        <OtherCertificateForm
          who={CHANGE_HOLDER[kind]}
          submitText="提交审核"
          submitting={isLoading}
          onBack={() => setOtherCertificate(false)}
          onSubmit={sendOther}
        />
      )}
      <NameCheckDialog
        open={checking !== null}
        name={checking?.cardName ?? ''}
        onConfirm={() => checking && void send(checking)}
        onCancel={() => setChecking(null)}
      />
    </>
  );
}
